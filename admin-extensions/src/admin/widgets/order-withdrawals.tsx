import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Text } from "@medusajs/ui"
import { useMutation, useQuery } from "@tanstack/react-query"
import { useState } from "react"

import { useCan } from "../api/staff"
import { withdrawalApi, withdrawalKeys, type AdminWithdrawal } from "../api/withdrawals"
import { DateTime, dateTimeFormat } from "../components/date-time"
import { Hint } from "../components/field"
import { SectionHeading } from "../components/headings"
import { useFailureToast } from "../components/list-page"
import { ErrorState, LoadingState } from "../components/states"
import { useT } from "../lib/i18n"
import { notify } from "../lib/notify"

const STATUS_COLORS = { requested: "orange", received: "green", canceled: "grey" } as const

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
 * goes back and how, its state, and the account a refund by bank transfer goes to, masked. Receiving the
 * goods is Medusa's own return on this page. Shown to those who may read orders, once there is one.
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
