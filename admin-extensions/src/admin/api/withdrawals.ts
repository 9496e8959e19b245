import type { AdminOrderWithdrawalsResponse, AdminRefundAccountResponse, AdminWithdrawalRefundResponse } from "@electroshop/contracts/withdrawal"
import { api } from "../lib/sdk"
import { approvalHeaders } from "../lib/supervisor-approval"

export type { AdminWithdrawal } from "@electroshop/contracts/withdrawal"

/**
 * An order's withdrawals (backend/src/api/admin/orders/[id]/withdrawals/**): listed with the refund account
 * masked; the account in full for staff allowed to (`order:reveal_refund_account`), each reveal logged; the
 * refund once the goods are credited (above the refund limit with a supervisor's approval).
 */
export const withdrawalApi = {
  list: (orderId: string) => api<AdminOrderWithdrawalsResponse>(`/admin/orders/${orderId}/withdrawals`),
  revealAccount: (orderId: string, returnId: string) =>
    api<AdminRefundAccountResponse>(`/admin/orders/${orderId}/withdrawals/${returnId}/refund-account`, { method: "POST", body: {} }),
  refund: (orderId: string, returnId: string, approval?: string) =>
    api<AdminWithdrawalRefundResponse>(`/admin/orders/${orderId}/withdrawals/${returnId}/refund`, {
      method: "POST",
      body: {},
      headers: approvalHeaders(approval),
    }),
}

export const withdrawalKeys = {
  all: ["electroshop", "withdrawals"] as const,
  order: (orderId: string) => [...withdrawalKeys.all, orderId] as const,
}
