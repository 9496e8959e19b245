import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

import { withdrawalRefusal } from "./messages"
import { creditedByReturn, withdrawalOrder } from "./withdrawal-queries"
import { isWithdrawal, type WithdrawalMetadata } from "./withdrawal-terms"

type Amount = number | string | { valueOf(): number } | null | undefined

type OrderPayment = {
  id: string
  canceled_at?: unknown
  captures?: ({ amount: Amount } | null)[] | null
  refunds?: ({ amount: Amount } | null)[] | null
}

/** What a withdrawal's refund is: the credit notes of its goods, back through a captured payment of the order. */
export type WithdrawalRefundPlan = { return_id: string; payment_id: string; amount: number; metadata: WithdrawalMetadata }

const sum = (amounts: ({ amount: Amount } | null)[] | null | undefined) => (amounts ?? []).reduce((total, a) => total + Number(a?.amount ?? 0), 0)

/**
 * The refund of the order's withdrawal `returnId`, or the reason there is none yet: no such withdrawal (404),
 * refunded already, its goods not received back, no credit note of them (the order had no invoice), or no
 * payment of the order captured with that much left to refund (cash on delivery not yet remitted) (409).
 */
export async function withdrawalRefundPlan(container: MedusaContainer, orderId: string, returnId: string): Promise<WithdrawalRefundPlan> {
  const order = await withdrawalOrder(container, orderId)
  const withdrawal = (order.returns ?? []).find((r) => r?.id === returnId)
  if (!withdrawal || !isWithdrawal(withdrawal.metadata)) throw withdrawalRefusal(404, "withdrawal_not_found")
  if (withdrawal.metadata.refund) throw withdrawalRefusal(409, "withdrawal_refunded_already")
  if (withdrawal.status !== "received" && withdrawal.status !== "partially_received") throw withdrawalRefusal(409, "withdrawal_refund_not_received")
  const amount = (await creditedByReturn(container, [returnId])).get(returnId)
  if (!amount) throw withdrawalRefusal(409, "withdrawal_refund_no_credit_note")
  const {
    data: [paid],
  } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "payment_collections.payments.id",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.captures.amount",
      "payment_collections.payments.refunds.amount",
    ],
    filters: { id: orderId },
  })
  const payments = ((paid?.payment_collections ?? []) as ({ payments?: (OrderPayment | null)[] | null } | null)[]).flatMap((c) => c?.payments ?? [])
  const payment = payments.find((p) => p && !p.canceled_at && sum(p.captures) - sum(p.refunds) >= amount)
  if (!payment) throw withdrawalRefusal(409, "withdrawal_refund_not_paid")
  return { return_id: returnId, payment_id: payment.id, amount, metadata: withdrawal.metadata }
}
