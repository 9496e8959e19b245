import type { AdminOrderWithdrawalsResponse, AdminRefundAccountResponse } from "@electroshop/contracts/withdrawal"
import { api } from "../lib/sdk"

export type { AdminWithdrawal } from "@electroshop/contracts/withdrawal"

/**
 * An order's withdrawals (backend/src/api/admin/orders/[id]/withdrawals/**): listed with the refund account
 * masked; the account in full for staff allowed to (`order:reveal_refund_account`), each reveal logged.
 */
export const withdrawalApi = {
  list: (orderId: string) => api<AdminOrderWithdrawalsResponse>(`/admin/orders/${orderId}/withdrawals`),
  revealAccount: (orderId: string, returnId: string) =>
    api<AdminRefundAccountResponse>(`/admin/orders/${orderId}/withdrawals/${returnId}/refund-account`, { method: "POST", body: {} }),
}

export const withdrawalKeys = {
  all: ["electroshop", "withdrawals"] as const,
  order: (orderId: string) => [...withdrawalKeys.all, orderId] as const,
}
