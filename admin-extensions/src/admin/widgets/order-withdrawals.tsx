import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Text } from "@medusajs/ui"
import { formatMoney } from "@electroshop/domain/money"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"

import { useCan } from "../api/staff"
import { withdrawalApi, withdrawalKeys, type AdminWithdrawal } from "../api/withdrawals"
import { DateTime, dateFormat, dateTimeFormat } from "../components/date-time"
import { Hint } from "../components/field"
import { SectionHeading } from "../components/headings"
import { useFailureToast } from "../components/list-page"
import { useSupervisorApproval } from "../components/staff/supervisor-approval"
import { ErrorState, LoadingState } from "../components/states"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"

const STATUS_COLORS = { requested: "orange", received: "blue", refunded: "green", canceled: "grey" } as const

/**
 * The withdrawal's refund: due by when (overdue in red), where it goes and how much, "Refund" once the goods
 * are received and credited (a supervisor approves one above the refund limit), then when it was made.
 */
const Refund = ({ orderId, currencyCode, withdrawal }: { orderId: string; currencyCode: string; withdrawal: AdminWithdrawal }) => {
  const { t, i18n } = useT()
  const queryClient = useQueryClient()
  const mayRefund = useCan("payment:write") === true
  const approval = useSupervisorApproval()
  const refund = useMutation({
    mutationFn: () => approval.run((granted) => withdrawalApi.refund(orderId, withdrawal.id, granted)),
    onSuccess: async (answer) => {
      if (!answer) return
      notify.success(t("withdrawals.refund_done", { amount: formatMoney(answer.withdrawal.refund_amount ?? 0, currencyCode) }))
      await queryClient.invalidateQueries({ queryKey: withdrawalKeys.order(orderId) })
      // Medusa's own order page shows the refund in its payments.
      await queryClient.invalidateQueries({ queryKey: ["orders"] })
    },
    onError: (error) => notify.error(t("withdrawals.refund_failed"), { error }),
  })
  if (withdrawal.status === "canceled") return null
  const amount = withdrawal.refund_amount === null ? null : formatMoney(withdrawal.refund_amount, currencyCode)
  if (withdrawal.refunded_at)
    return (
      <Text size="small" data-testid="withdrawal-refunded">
        {t("withdrawals.refunded", { amount, date: dateFormat(i18n.language).format(new Date(withdrawal.refunded_at)) })}
      </Text>
    )
  const overdue = new Date().toISOString().slice(0, 10) > withdrawal.refund_due
  const due = dateFormat(i18n.language).format(new Date(`${withdrawal.refund_due}T00:00:00Z`))
  return (
    <div className="flex flex-col gap-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge size="2xsmall" color={overdue ? "red" : "grey"} data-testid="withdrawal-refund-due">
          {t(overdue ? "withdrawals.refund_overdue" : "withdrawals.refund_due", { date: due })}
        </Badge>
        <Hint size="xsmall">{t(`withdrawals.refund_to.${withdrawal.refund_to}`)}</Hint>
      </div>
      {amount === null ? (
        <Hint size="xsmall">{t("withdrawals.refund_waiting")}</Hint>
      ) : mayRefund ? (
        <div>
          <Button size="small" variant="secondary" type="button" isLoading={refund.isPending} onClick={() => refund.mutate()} data-testid="withdrawal-refund">
            {t("withdrawals.refund", { amount })}
          </Button>
          {approval.dialog}
        </div>
      ) : null}
    </div>
  )
}

/** The refund account, masked; "Show account" (a role allowed to, the reveal logged) puts it in full here until "Hide". */
const RefundAccount = ({ orderId, withdrawal }: { orderId: string; withdrawal: AdminWithdrawal }) => {
  const { t } = useT()
  const mayReveal = useCan("order:reveal_refund_account") === true
  const [account, setAccount] = useState<string | null>(null)
  const reveal = useMutation({
    mutationFn: () => withdrawalApi.revealAccount(orderId, withdrawal.id),
    onSuccess: (answer) => setAccount(answer.refund_account),
    onError: (error) => notify.error(t("withdrawals.reveal_failed"), { error }),
  })
  if (!withdrawal.refund_account_masked) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Text size="small" className="font-mono" data-testid="withdrawal-refund-account">
        {`${t("withdrawals.refund_account")}: ${account ?? withdrawal.refund_account_masked}`}
      </Text>
      {account ? (
        <Button size="small" variant="transparent" type="button" onClick={() => setAccount(null)}>
          {t("withdrawals.hide")}
        </Button>
      ) : mayReveal ? (
        <Button size="small" variant="secondary" type="button" isLoading={reveal.isPending} onClick={() => reveal.mutate()} data-testid="withdrawal-reveal">
          {t("withdrawals.reveal")}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * Order detail: the shopper's withdrawals (Medusa's returns made on the shop's withdrawal page): when, what
 * goes back and how, its state, the account a refund by bank transfer goes to, masked, and the refund. Receiving
 * the goods is Medusa's own return on this page. Shown to those who may read orders, once there is one.
 */
const OrderWithdrawalsWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  const { t, i18n } = useT()
  const mayRead = useCan("order:read") === true
  const orderId = data?.id ?? ""
  const query = useQuery({ queryKey: withdrawalKeys.order(orderId), queryFn: () => withdrawalApi.list(orderId), enabled: !!orderId && mayRead })
  useFailureToast(query.error, t("withdrawals.load_failed"), "order-withdrawals-load")
  if (!mayRead || !orderId || (query.data && query.data.withdrawals.length === 0)) return null
  const body = query.isPending ? (
    <LoadingState />
  ) : query.error ? (
    <ErrorState message={t("withdrawals.load_failed")} error={query.error} onRetry={() => query.refetch()} />
  ) : (
    <ul className="divide-y">
      {query.data.withdrawals.map((withdrawal) => (
        <li key={withdrawal.id} className="flex flex-col gap-y-2 px-6 py-4" data-testid="withdrawal-row">
          <div className="flex flex-wrap items-center gap-2">
            <Badge size="2xsmall" color={STATUS_COLORS[withdrawal.status]} data-testid="withdrawal-status">
              {t(`withdrawals.statuses.${withdrawal.status}`)}
            </Badge>
            <Hint size="xsmall">
              {`${t("withdrawals.requested_at")}: `}
              <DateTime value={withdrawal.requested_at} format={dateTimeFormat(i18n.language)} />
            </Hint>
          </div>
          <Text size="small">
            {withdrawal.method === "store" && withdrawal.store_name
              ? t("withdrawals.to_store", { store: withdrawal.store_name })
              : t(`withdrawals.methods.${withdrawal.method}`)}
          </Text>
          <ul className="list-inside list-disc">
            {withdrawal.items.map((item, index) => (
              <li key={index}>
                <Text size="small" as="span">
                  {t("withdrawals.item", { title: item.title, count: item.quantity })}
                </Text>
              </li>
            ))}
          </ul>
          <RefundAccount orderId={orderId} withdrawal={withdrawal} />
          <Refund orderId={orderId} currencyCode={data.currency_code} withdrawal={withdrawal} />
        </li>
      ))}
    </ul>
  )
  return (
    <Container className="divide-y p-0" data-testid="order-withdrawals">
      <SectionHeading title={t("withdrawals.title")} description={t("withdrawals.description")} />
      {body}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "order.details",
  id: "electroshop:order-withdrawals",
})

export default OrderWithdrawalsWidget
