import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"

import { sendWithdrawalConfirmation } from "../lib/withdrawal/withdrawal-mail"
import { withdrawalOrder } from "../lib/withdrawal/withdrawal-queries"
import { isWithdrawal } from "../lib/withdrawal/withdrawal-terms"

/** A withdrawal made on the shop's page (a return Medusa's admin makes is staff's own business): its confirmation with the filled-in form. */
export default async function withdrawalRequestedHandler({ event: { data }, container }: SubscriberArgs<{ order_id: string; return_id: string }>) {
  const order = await withdrawalOrder(container, data.order_id)
  const withdrawal = (order.returns ?? []).find((r) => r?.id === data.return_id)
  if (!withdrawal || !isWithdrawal(withdrawal.metadata)) return
  await sendWithdrawalConfirmation(container, order, withdrawal)
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.RETURN_REQUESTED }
