import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, StatusBadge } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import {
  AdminSetInstallmentStatusSchema,
  installmentPartnerOf,
  isInstallmentProvider,
  type InstallmentApplicationState,
  type InstallmentPaymentState,
} from "@electroshop/contracts/payment"
import { Hint } from "../components/field"
import { RootError } from "../components/form-modals"
import { SectionHeading } from "../components/headings"
import { SectionRow } from "../components/section-row"
import { useZodForm } from "../lib/form"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { api } from "../lib/sdk"

const STATE_COLOR: Record<InstallmentApplicationState, "green" | "orange" | "red" | "blue" | "grey"> = {
  none: "grey",
  processing: "orange",
  approved: "blue",
  rejected: "red",
  cancelled: "red",
  sent: "green",
}

/**
 * Order detail: the installment application at the partner (Home Credit,
 * TBI Bank) — its state as the partner tells it now, the months of the chosen barem, and
 * the status Sent, which finalises the loan with the partner (the goods left;
 * the payment is captured). Setting Sent again changes nothing.
 */
const OrderInstallmentPaymentWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const partnerId = installmentPartnerOf(
    (order?.payment_collections ?? []).flatMap((c) => c?.payments ?? []).find((p) => isInstallmentProvider(p?.provider_id))?.provider_id,
  )
  const isInstallment = Boolean(partnerId)
  const key = ["electroshop", "installment-payment", order.id]
  const state = useQuery({
    queryKey: key,
    enabled: isInstallment,
    queryFn: () => api<InstallmentPaymentState>(`/admin/installment-payments/${order.id}`),
  })
  const form = useZodForm(AdminSetInstallmentStatusSchema, { status: "sent" as const })
  const submit = form.handleSubmit(async (body) => {
    try {
      queryClient.setQueryData(key, await api<InstallmentPaymentState>(`/admin/installment-payments/${order.id}`, { method: "POST", body }))
      await queryClient.invalidateQueries({ queryKey: ["orders"] })
      notify.success(t("installment_payment.sent_done"))
    } catch (error) {
      form.serverErrors(error)
      notify.error(t("installment_payment.sent_failed"), { error })
    }
  })
  if (!partnerId) return null
  const current = state.data
  const partner = t(`barems.partners.${partnerId}`)

  return (
    <Container className="divide-y p-0" data-testid="electroshop-installment-payment">
      <SectionHeading title={t("installment_payment.title", { partner })} description={t("installment_payment.description", { partner })} />
      {state.isError ? (
        <div className="px-6 py-4">
          <Hint role="status">{t("installment_payment.load_failed")}</Hint>
        </div>
      ) : (
        <>
          <SectionRow
            label={t("installment_payment.state")}
            value={
              current ? (
                <StatusBadge color={STATE_COLOR[current.state]} data-testid="installment-state">
                  {t(`installment_payment.states.${current.state}` as "installment_payment.states.none")}
                </StatusBadge>
              ) : (
                "…"
              )
            }
          />
          <SectionRow label={t("installment_payment.months")} value={current?.months ? String(current.months) : t("common.not_available")} />
          <SectionRow label={t("installment_payment.application_id")} value={current?.application_id ?? t("common.not_available")} />
          {current?.state === "approved" ? (
            <form onSubmit={submit} className="flex flex-col gap-y-2 px-6 py-4" noValidate>
              <input type="hidden" {...form.register("status")} />
              <RootError message={form.formState.errors.root?.message ?? form.formState.errors.status?.message} />
              <div>
                <Button size="small" type="submit" isLoading={form.formState.isSubmitting} data-testid="installment-set-sent">
                  {t("installment_payment.set_sent")}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-installment-payment",
})

export default OrderInstallmentPaymentWidget
