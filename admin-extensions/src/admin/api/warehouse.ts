import type { AdminOrderPickingResponse, AdminPickingQueueResponse, PickingStatus } from "@electroshop/contracts/warehouse"
import { approvalHeaders } from "../lib/supervisor-approval"
import { pickingQuery, type PickingFilters } from "../lib/picking-filters"
import { api, sdk } from "../lib/sdk"

export type { AdminPickingChange, AdminPickingOrder, PickingStatus } from "@electroshop/contracts/warehouse"

/** Typed calls of the warehouse's picking API (issue 36; backend/src/api/admin/picking/**, …/orders/[id]/picking/**). */
export const pickingApi = {
  /** The queue of orders ready to pick, oldest ready first, with the number of orders per status. */
  queue: (filters: PickingFilters) => api<AdminPickingQueueResponse>("/admin/picking", { query: pickingQuery(filters) }),
  /** The order's picking status and history; `picking` is null for an order not in the queue (not paid yet). */
  order: (orderId: string) => api<AdminOrderPickingResponse>(`/admin/orders/${orderId}/picking`),
  /** A reset (back to waiting) needs a supervisor: without `approval` a colleague is refused with `supervisor_required`. */
  setStatus: (orderId: string, status: PickingStatus, approval?: string) =>
    api<AdminOrderPickingResponse>(`/admin/orders/${orderId}/picking`, { method: "POST", body: { status }, headers: approvalHeaders(approval) }),
  /** Medusa's stock locations, for the queue's location filter. */
  stockLocations: () => sdk.admin.stockLocation.list({ fields: "id,name", limit: 100 }),
}

/** `all` covers the queue and every order's picking: a change moves an order between the queue's tabs. */
export const pickingKeys = {
  all: ["electroshop", "picking"] as const,
  queue: (filters: PickingFilters) => [...pickingKeys.all, "queue", filters] as const,
  order: (orderId: string) => [...pickingKeys.all, "order", orderId] as const,
  stockLocations: ["electroshop", "stock-locations"] as const,
}
