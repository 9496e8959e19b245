import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, StatusBadge } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { linePaymentChoice } from "@electroshop/contracts/installment"
import { AdminSetLeaseContractSchema, LEASING_PAYMENT_PROVIDER, type LeaseContractState } from "@electroshop/contracts/payment"
import { Hint } from "../components/field"
import { RootError } from "../components/form-modals"
import { SectionHeading } from "../components/headings"
import { SectionRow } from "../components/section-row"
import { useBuyoutFormat } from "../components/buyout/formatting"
import { useZodForm } from "../lib/form"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"
import { api } from "../lib/sdk"

/**
 * Order detail: how the customer chose to pay each item (an installment
 * barem with its arrange type, or a lease), and for an order paid by leasing
 * its lease contract — awaited until staff confirm the signed contract, which
 * captures the payment (a second confirmation changes nothing).
 */
const OrderLinePaymentsWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useT()
  const format = useBuyoutFormat()
  const queryClient = useQueryClient()
  const chosen = (order?.items ?? []).flatMap((item) => {
    const choice = linePaymentChoice(item?.metadata as Record<string, unknown> | null | undefined)
    return choice ? [{ id: item.id, title: item.title, choice }] : []
  })
  const isLeasing = (order?.payment_collections ?? []).some((c) => (c?.payments ?? []).some((p) => p?.provider_id === LEASING_PAYMENT_PROVIDER))
  const key = ["electroshop", "lease-contract", order.id]
  const state = useQuery({ queryKey: key, enabled: isLeasing, queryFn: () => api<LeaseContractState>(`/admin/lease-contracts/${order.id}`) })
  const form = useZodForm(AdminSetLeaseContractSchema, { status: "signed" as const })
  const submit = form.handleSubmit(async (body) => {
    try {
      queryClient.setQueryData(key, await api<LeaseContractState>(`/admin/lease-contracts/${order.id}`, { method: "POST", body }))
      await queryClient.invalidateQueries({ queryKey: ["orders"] })
      notify.success(t("lease_contract.confirmed"))
    } catch (error) {
      form.serverErrors(error)
      notify.error(t("lease_contract.confirm_failed"), { error })
    }
  })
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
        state.isError ? (
          <div className="px-6 py-4">
            <Hint role="status">{t("lease_contract.load_failed")}</Hint>
          </div>
        ) : (
          <>
            <SectionRow
              label={t("lease_contract.state")}
              value={
                state.data ? (
                  <StatusBadge color={state.data.state === "signed" ? "green" : "orange"} data-testid="lease-contract-state">
                    {t(`lease_contract.states.${state.data.state}` as "lease_contract.states.signed")}
                  </StatusBadge>
                ) : (
                  "…"
                )
              }
            />
            {state.data?.state === "awaiting_contract" ? (
              <form onSubmit={submit} className="flex flex-col gap-y-2 px-6 py-4" noValidate>
                <input type="hidden" {...form.register("status")} />
                <RootError message={form.formState.errors.root?.message ?? form.formState.errors.status?.message} />
                <div>
                  <Button size="small" type="submit" isLoading={form.formState.isSubmitting} data-testid="lease-contract-confirm">
                    {t("lease_contract.confirm")}
                  </Button>
                </div>
              </form>
            ) : null}
          </>
        )
      ) : null}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-line-payments",
})

export default OrderLinePaymentsWidget
