import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { AdminWithdrawal, StoreWithdrawalResponse } from "@electroshop/contracts/withdrawal"

import { INVOICE_MODULE, type InvoiceModuleService } from "../../modules/invoice"
import { decrypt } from "../pii-crypto"

import { withdrawalRefusal } from "./messages"
import {
  isWithdrawal,
  maskedAccount,
  orderWithdrawals,
  refundAccountRequired,
  refundDeadline,
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
  const metadata = (order.returns ?? []).find((r) => r?.id === returnId)?.metadata
  return isWithdrawal(metadata) && metadata.refund_account_encrypted ? decrypt(metadata.refund_account_encrypted) : null
}

/** What the credit notes of each of these returns credited, in the order's currency (their totals are negative minor units). */
export async function creditedByReturn(container: MedusaContainer, returnIds: string[]): Promise<Map<string, number>> {
  const notes = returnIds.length
    ? await container
        .resolve<InvoiceModuleService>(INVOICE_MODULE)
        .listInvoices({ return_id: returnIds, kind: "credit_note" }, { select: ["return_id", "total"] })
    : []
  const credited = new Map<string, number>()
  for (const note of notes) credited.set(note.return_id!, (credited.get(note.return_id!) ?? 0) - Number(note.total) / 100)
  return credited
}

/** The order's withdrawals as its page in the admin shows them: the store named, the refund account masked, what to refund by when and where to. */
export async function adminOrderWithdrawals(container: MedusaContainer, orderId: string): Promise<AdminWithdrawal[]> {
  const order = await withdrawalOrder(container, orderId)
  const metadataOf = (id: string) => (order.returns ?? []).find((r) => r?.id === id)?.metadata as WithdrawalMetadata
  const withdrawals = orderWithdrawals(order)
  const storeIds = withdrawals.map((w) => metadataOf(w.id).store_id).filter((id): id is string => !!id)
  const stores = storeIds.length ? await container.resolve(Modules.STOCK_LOCATION).listStockLocations({ id: storeIds }, { select: ["id", "name"] }) : []
  const credited = await creditedByReturn(
    container,
    withdrawals.map((w) => w.id),
  )
  const refundTo = refundAccountRequired(order) ? "account" : "payment"
  return withdrawals.map((withdrawal) => {
    const { store_id, refund } = metadataOf(withdrawal.id)
    const account = refundAccountOf(order, withdrawal.id)
    return {
      ...withdrawal,
      store_name: stores.find((store) => store.id === store_id)?.name ?? null,
      refund_account_masked: account ? maskedAccount(account) : null,
      refund_due: refundDeadline(new Date(withdrawal.requested_at)),
      refund_amount: refund?.amount ?? credited.get(withdrawal.id) ?? null,
      refund_to: refundTo,
      refunded_at: refund?.refunded_at ?? null,
    }
  })
}

/** The refund account of the order's withdrawal `returnId` in full; 404 when it has none. The route's call is kept in the staff audit log. */
export async function revealRefundAccount(container: MedusaContainer, orderId: string, returnId: string): Promise<string> {
  const account = refundAccountOf(await withdrawalOrder(container, orderId), returnId)
  if (!account) throw withdrawalRefusal(404, "withdrawal_no_refund_account")
  return account
}
