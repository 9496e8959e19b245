import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StoreWithdrawalResponse } from "@electroshop/contracts/withdrawal"

import { withdrawalRefusal } from "./messages"
import {
  orderWithdrawals,
  refundAccountRequired,
  returnableItems,
  withdrawalRefusal as refusalOf,
  WITHDRAWAL_ORDER_FIELDS,
  WITHDRAWAL_RETURN_FIELDS,
  type WithdrawalOrder,
} from "./withdrawal-terms"

/** The order as read for a withdrawal, with its returns; 404 in the shop's words when there is none. */
export async function withdrawalOrder(container: MedusaContainer, orderId: string): Promise<WithdrawalOrder> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({ entity: "order", fields: WITHDRAWAL_ORDER_FIELDS, filters: { id: orderId } })
  if (!order) throw withdrawalRefusal(404, "withdrawal_order_not_found")
  const { data: returns } = await query.graph({ entity: "return", fields: WITHDRAWAL_RETURN_FIELDS, filters: { order_id: orderId } })
  return { ...(order as unknown as WithdrawalOrder), returns: returns as unknown as WithdrawalOrder["returns"] }
}

/** The withdrawal page's facts: whether and until when, what can be sent back, whether a refund needs an account, the withdrawals made. */
export async function orderWithdrawal(container: MedusaContainer, orderId: string): Promise<StoreWithdrawalResponse> {
  const order = await withdrawalOrder(container, orderId)
  return {
    ...refusalOf(order, new Date()),
    items: returnableItems(order),
    refund_account_required: refundAccountRequired(order),
    withdrawals: orderWithdrawals(order),
  }
}
