import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, StatusBadge } from "@medusajs/ui"
import {
  AdminSetInstallmentStatusSchema,
  installmentPartnerOf,
  isInstallmentProvider,
  type InstallmentApplicationState,
  type InstallmentPaymentState,
} from "@electroshop/contracts/payment"
import { SectionHeading } from "../components/headings"
import { OrderStatusStepButton, OrderStatusStepRecord, useOrderStatusStep, type OrderStatusStep } from "../components/order-status-step"
import { installmentPaymentPath } from "../api/orders"
import { SectionRow } from "../components/section-row"
import { useT } from "../lib/i18n"
import { orderPayments } from "../lib/order-fields"

const STATE_COLOR: Record<InstallmentApplicationState, "green" | "orange" | "red" | "blue" | "grey"> = {
  none: "grey",
  processing: "orange",
  approved: "blue",
  rejected: "red",
  cancelled: "red",
  sent: "green",
}

const SENT_STEP: OrderStatusStep = { path: installmentPaymentPath, schema: AdminSetInstallmentStatusSchema, status: "sent", texts: "installment_payment" }

/**
 * Order detail: the installment application at the partner (Home Credit,
 * TBI Bank) — its state as the partner tells it now, the months of the chosen barem, and
 * the status Sent, which finalises the loan with the partner (the goods left;
 * the payment is captured). Setting Sent again changes nothing.
 */
const OrderInstallmentPaymentWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useT()
  const partnerId = installmentPartnerOf(orderPayments(order).find((p) => isInstallmentProvider(p?.provider_id))?.provider_id)
  const isInstallment = Boolean(partnerId)
  const { record: state, step } = useOrderStatusStep<InstallmentPaymentState>(SENT_STEP, order.id, isInstallment)
  if (!partnerId) return null
  const current = state.data
  const partner = t(`barems.partners.${partnerId}`)

  return (
    <Container className="divide-y p-0" data-testid="electroshop-installment-payment">
      <SectionHeading title={t("installment_payment.title", { partner })} description={t("installment_payment.description", { partner })} />
      <OrderStatusStepRecord
        record={state}
        failed={t("installment_payment.load_failed")}
        label={t("installment_payment.state")}
        badge={
          current ? (
            <StatusBadge color={STATE_COLOR[current.state]} data-testid="installment-state">
              {t(`installment_payment.states.${current.state}` as "installment_payment.states.none")}
            </StatusBadge>
          ) : null
        }
      >
        <SectionRow label={t("installment_payment.months")} value={current?.months ? String(current.months) : t("common.not_available")} />
        <SectionRow label={t("installment_payment.application_id")} value={current?.application_id ?? t("common.not_available")} />
        {current?.state === "approved" ? <OrderStatusStepButton step={step} label={t("installment_payment.set_sent")} testId="installment-set-sent" /> : null}
      </OrderStatusStepRecord>
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-installment-payment",
})

export default OrderInstallmentPaymentWidget
