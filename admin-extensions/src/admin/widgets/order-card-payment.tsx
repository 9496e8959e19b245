import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Copy, StatusBadge } from "@medusajs/ui"

import { SectionRow } from "../components/section-row"
import { SectionHeading } from "../components/headings"
import { useT } from "../lib/i18n"
import { orderPayments } from "../lib/order-fields"
import { PAYMENT_STATUS_COLOR } from "../lib/payment-status"

const CARD_PROVIDER = "pp_comgate_comgate"

type Attempt = { trans_id: string; method: string; created_at: string }
type CardPayment = { provider_id: string; captured_at?: string | null; data?: { trans_id?: string; method?: string; attempts?: Attempt[] } | null }

/**
 * Order detail: the card payment at the Comgate gateway — the method, the
 * gateway's transaction id (to find it in Comgate's portal) of the latest
 * attempt and of earlier ones, and whether it is paid.
 */
const OrderCardPaymentWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useT()
  const payment = (orderPayments(data) as unknown as CardPayment[]).find((p) => p.provider_id === CARD_PROVIDER)
  if (!payment) return null
  const status = payment.captured_at ? "captured" : "awaiting"
  const attempts = payment.data?.attempts ?? []
  const transId = payment.data?.trans_id ?? null

  return (
    <Container className="divide-y p-0" data-testid="electroshop-card-payment">
      <SectionHeading title={t("card_payment.title")} description={t("card_payment.description")} />
      <SectionRow
        label={t("card_payment.payment_status")}
        value={<StatusBadge color={PAYMENT_STATUS_COLOR[status]}>{t(`bank_transfer.status.${status}` as "bank_transfer.status.unknown")}</StatusBadge>}
      />
      <SectionRow
        label={t("card_payment.method")}
        value={payment.data?.method ? t(`card_payment.methods.${payment.data.method}` as "card_payment.methods.card") : t("common.not_available")}
      />
      <SectionRow
        label={t("card_payment.trans_id")}
        value={<span data-testid="card-payment-trans-id">{transId ?? t("card_payment.no_attempt")}</span>}
        actions={transId ? <Copy content={transId} /> : null}
      />
      {attempts.length > 1 ? (
        <SectionRow
          label={t("card_payment.attempts")}
          value={attempts.map((a) => `${a.trans_id} (${t(`card_payment.methods.${a.method}` as "card_payment.methods.card")})`).join(", ")}
        />
      ) : null}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-card-payment",
})

export default OrderCardPaymentWidget
