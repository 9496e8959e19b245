import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"

import { sendWithdrawalRefunded } from "../lib/withdrawal/withdrawal-mail"
import { withdrawalOrder } from "../lib/withdrawal/withdrawal-queries"
import { isWithdrawal, refundAccountRequired } from "../lib/withdrawal/withdrawal-terms"
import { WITHDRAWAL_REFUNDED_EVENT } from "../workflows/withdrawal"

/** A withdrawal refunded: the shopper is told how much and where it goes. */
export default async function withdrawalRefundedHandler({ event: { data }, container }: SubscriberArgs<{ order_id: string; return_id: string }>) {
  const order = await withdrawalOrder(container, data.order_id)
  const withdrawal = (order.returns ?? []).find((r) => r?.id === data.return_id)
  if (!withdrawal || !isWithdrawal(withdrawal.metadata)) return
  await sendWithdrawalRefunded(container, order, withdrawal, refundAccountRequired(order) ? "account" : "payment")
}

export const config: SubscriberConfig = { event: WITHDRAWAL_REFUNDED_EVENT }
