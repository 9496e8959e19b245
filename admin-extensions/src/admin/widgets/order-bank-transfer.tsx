import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Copy, StatusBadge } from "@medusajs/ui"

import { formatMoney, roundToWholeUnits } from "@electroshop/domain/money"

import { SectionRow } from "../components/section-row"
import { formatIban, getBankTransferDetails, type OrderPaymentsLike } from "../lib/bank-transfer"
import { useT } from "../lib/i18n"
import { useOrderFields } from "../lib/order-fields"
import { PAYMENT_STATUS_COLOR } from "../lib/payment-status"
import { notify } from "../lib/notify"
import { SectionHeading } from "../components/headings"
import { Hint } from "../components/field"

const PAYMENT_FIELDS = [
  "id",
  "display_id",
  "currency_code",
  "total",
  "payment_status",
  "*payment_collections",
  "*payment_collections.payments",
  "*payment_collections.payment_sessions",
].join(",")

const STATUS_COLOR = PAYMENT_STATUS_COLOR

/**
 * Order detail: payment instructions for orders paid by bank transfer, so
 * staff can match an incoming transfer (variable symbol = order number) and
 * then capture the payment in the Payments section.
 */
const OrderBankTransferWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useT()

  // The order detail page loads payment collections with payments and
  // sessions; fetch them only if a future dashboard stops passing them.
  const needsFetch = !!data?.id && !Array.isArray(data.payment_collections)
  const fetched = useOrderFields("order-bank-transfer", data?.id, PAYMENT_FIELDS, needsFetch)

  const order = (needsFetch ? fetched : data) as OrderPaymentsLike | undefined
  const details = getBankTransferDetails(order)
  if (!details) return null

  const amount = formatMoney(details.amount, details.currencyCode)
  const account = details.iban ? formatIban(details.iban) : details.bankAccount
  const status = STATUS_COLOR[details.paymentStatus] ? details.paymentStatus : "unknown"
  const statusLabel = t(`bank_transfer.status.${status}` as "bank_transfer.status.unknown")
  const paidAt = details.capturedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(details.capturedAt))
    : null

  const copyDetails = async () => {
    const text = t("bank_transfer.details_text", {
      account: account ?? t("common.not_available"),
      variableSymbol: details.variableSymbol,
      amount,
      interpolation: { escapeValue: false },
    })
    try {
      await navigator.clipboard.writeText(text)
      notify.success(t("bank_transfer.copied"))
    } catch (err) {
      notify.error(t("common.copy_failed"), { error: err })
    }
  }

  return (
    <Container className="divide-y p-0" data-testid="electroshop-bank-transfer">
      <SectionHeading title={t("bank_transfer.title")} description={t("bank_transfer.description")}>
        <Button size="small" variant="secondary" onClick={copyDetails}>
          {t("bank_transfer.copy_details")}
        </Button>
      </SectionHeading>
      <SectionRow
        label={t("bank_transfer.variable_symbol")}
        value={details.variableSymbol || t("common.not_available")}
        actions={details.variableSymbol ? <Copy content={details.variableSymbol} /> : null}
      />
      <SectionRow label={t("bank_transfer.amount")} value={amount} actions={<Copy content={String(roundToWholeUnits(details.amount))} />} />
      <SectionRow
        label={details.iban ? t("bank_transfer.iban") : t("bank_transfer.bank_account")}
        value={account ?? t("common.not_available")}
        actions={account ? <Copy content={details.iban ?? account} /> : null}
      />
      <SectionRow
        label={t("bank_transfer.payment_status")}
        value={
          <div className="flex flex-col gap-y-1">
            <StatusBadge color={STATUS_COLOR[status] ?? "grey"}>{statusLabel}</StatusBadge>
            {paidAt ? <Hint size="xsmall">{t("bank_transfer.paid_at", { date: paidAt })}</Hint> : null}
          </div>
        }
      />
    </Container>
  )
}

// "order.details" is the non-deprecated name of "order.details.after" (zone
// suffixes are deprecated since Medusa 2.17.2): end of the main column.
export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-bank-transfer",
})

export default OrderBankTransferWidget
