import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, StatusBadge } from "@medusajs/ui"
import { linePaymentChoice } from "@electroshop/contracts/installment"
import { AdminSetLeaseContractSchema, LEASING_PAYMENT_PROVIDER, type LeaseContractState } from "@electroshop/contracts/payment"
import { SectionHeading } from "../components/headings"
import { OrderStatusStepButton, OrderStatusStepRecord, useOrderStatusStep, type OrderStatusStep } from "../components/order-status-step"
import { leaseContractPath } from "../api/orders"
import { SectionRow } from "../components/section-row"
import { useBuyoutFormat } from "../components/buyout/formatting"
import { useT } from "../lib/i18n"
import { orderPayments } from "../lib/order-fields"

const SIGNED_STEP: OrderStatusStep = { path: leaseContractPath, schema: AdminSetLeaseContractSchema, status: "signed", texts: "lease_contract" }

/**
 * Order detail: how the customer chose to pay each item (an installment
 * barem with its arrange type, or a lease), and for an order paid by leasing
 * its lease contract — awaited until staff confirm the signed contract, which
 * captures the payment (a second confirmation changes nothing).
 */
const OrderLinePaymentsWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useT()
  const format = useBuyoutFormat()
  const chosen = (order?.items ?? []).flatMap((item) => {
    const choice = linePaymentChoice(item?.metadata as Record<string, unknown> | null | undefined)
    return choice ? [{ id: item.id, title: item.title, choice }] : []
  })
  const isLeasing = orderPayments(order).some((p) => p?.provider_id === LEASING_PAYMENT_PROVIDER)
  const { record: state, step } = useOrderStatusStep<LeaseContractState>(SIGNED_STEP, order.id, isLeasing)
  if (!chosen.length && !isLeasing) return null
  const money = (amount: number) => format.money(amount, order.currency_code)

  return (
    <Container className="divide-y p-0" data-testid="electroshop-line-payments">
      <SectionHeading title={t("line_payments.title")} description={t("line_payments.description")} />
      {chosen.map(({ id, title, choice }) => (
        <SectionRow
          key={id}
          label={title}
          value={
            <span data-testid="line-payment">
              {choice.kind === "lease"
                ? t("line_payments.lease", { name: choice.name, months: choice.months, monthly: money(choice.monthly_payment) })
                : t("line_payments.installment", {
                    name: choice.name,
                    months: choice.months,
                    monthly: money(choice.monthly_payment),
                    arrange: t(`line_payments.arrange.${choice.arrange_type ?? "online"}` as "line_payments.arrange.online"),
                  })}
            </span>
          }
        />
      ))}
      {isLeasing ? (
        <OrderStatusStepRecord
          record={state}
          failed={t("lease_contract.load_failed")}
          label={t("lease_contract.state")}
          badge={
            state.data ? (
              <StatusBadge color={state.data.state === "signed" ? "green" : "orange"} data-testid="lease-contract-state">
                {t(`lease_contract.states.${state.data.state}` as "lease_contract.states.signed")}
              </StatusBadge>
            ) : null
          }
        >
          {state.data?.state === "awaiting_contract" ? (
            <OrderStatusStepButton step={step} label={t("lease_contract.confirm")} testId="lease-contract-confirm" />
          ) : null}
        </OrderStatusStepRecord>
      ) : null}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-line-payments",
})

export default OrderLinePaymentsWidget
