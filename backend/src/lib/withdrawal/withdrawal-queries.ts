import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminWithdrawal, StoreWithdrawalResponse } from "@electroshop/contracts/withdrawal"
import { Modules } from "@medusajs/framework/utils"

import { decrypt } from "../pii-crypto"

import { withdrawalRefusal } from "./messages"
import {
  orderWithdrawals,
  refundAccountRequired,
  returnableItems,
  withdrawalRefusal as refusalOf,
  WITHDRAWAL_ORDER_FIELDS,
  WITHDRAWAL_RETURN_FIELDS,
  type WithdrawalMetadata,
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

const refundAccountOf = (order: WithdrawalOrder, returnId: string) => {
  const metadata = (order.returns ?? []).find((r) => r?.id === returnId)?.metadata as Partial<WithdrawalMetadata> | null | undefined
  return metadata?.withdrawal === true && metadata.refund_account_encrypted ? decrypt(metadata.refund_account_encrypted) : null
}

/** An account shown as its last four characters: enough to tell two apart, not to pay to. */
export const maskedAccount = (account: string) => `•••• ${account.slice(-4)}`

/** The order's withdrawals as its page in the admin shows them: the store named, the refund account masked. */
export async function adminOrderWithdrawals(container: MedusaContainer, orderId: string): Promise<AdminWithdrawal[]> {
  const order = await withdrawalOrder(container, orderId)
  const storeIds = (order.returns ?? []).map((r) => (r?.metadata as Partial<WithdrawalMetadata> | null)?.store_id).filter((id): id is string => !!id)
  const stores = storeIds.length ? await container.resolve(Modules.STOCK_LOCATION).listStockLocations({ id: storeIds }, { select: ["id", "name"] }) : []
  return orderWithdrawals(order).map((withdrawal) => {
    const storeId = (order.returns ?? []).find((r) => r?.id === withdrawal.id)?.metadata?.store_id
    const account = refundAccountOf(order, withdrawal.id)
    return {
      ...withdrawal,
      store_name: stores.find((store) => store.id === storeId)?.name ?? null,
      refund_account_masked: account ? maskedAccount(account) : null,
    }
  })
}

/** The refund account of the order's withdrawal `returnId` in full; 404 when it has none. The route's call is kept in the staff audit log. */
export async function revealRefundAccount(container: MedusaContainer, orderId: string, returnId: string): Promise<string> {
  const account = refundAccountOf(await withdrawalOrder(container, orderId), returnId)
  if (!account) throw withdrawalRefusal(404, "withdrawal_no_refund_account")
  return account
}
