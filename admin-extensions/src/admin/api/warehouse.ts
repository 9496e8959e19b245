import type {
  AdminCrateResponse,
  AdminCratesResponse,
  AdminCreateCrate,
  AdminCreateProductLocation,
  AdminOrderPickingResponse,
  AdminPackingResponse,
  AdminPackingScan,
  AdminPickingListResponse,
  AdminPickingQueueResponse,
  AdminProductLocationResponse,
  AdminProductLocationsResponse,
  AdminUpdateCrate,
  PickingStatus,
} from "@electroshop/contracts/warehouse"
import { approvalHeaders } from "../lib/supervisor-approval"
import { pickingQuery, type CratesQuery, type PickingFilters, type ProductLocationsQuery } from "../lib/picking-filters"
import { api, sdk } from "../lib/sdk"

export type {
  AdminCrate,
  AdminPackedUnit,
  AdminPackingLine,
  AdminPackingResponse,
  AdminPackingScan,
  AdminPickingChange,
  AdminPickingListLine,
  AdminPickingListResponse,
  AdminPickingOrder,
  AdminProductLocation,
  PickingStatus,
} from "@electroshop/contracts/warehouse"

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
  /** The picking list of one order or a batch (1 to PICKING_BATCH_MAX): its lines in the walk's order, by location and bin. */
  list: (orderIds: readonly string[]) => api<AdminPickingListResponse>("/admin/picking/list", { query: { order_id: orderIds } }),
  /** The picked order goes into the crate with this code (scanned or typed); a crate unknown, in use or of another stock location is refused at `crate`. */
  pickIntoCrate: (orderId: string, code: string) =>
    api<AdminOrderPickingResponse>(`/admin/orders/${orderId}/picking/crate`, { method: "POST", body: { crate: code } }),
}

/** Where each stock item lies (its bin) at a stock location; the backend upper-cases bins and answers refusals per field. */
export const productLocationApi = {
  list: (query: ProductLocationsQuery) => api<AdminProductLocationsResponse>("/admin/picking/locations", { query }),
  assign: (body: AdminCreateProductLocation) => api<AdminProductLocationResponse>("/admin/picking/locations", { method: "POST", body }),
  move: (id: string, bin: string) => api<AdminProductLocationResponse>(`/admin/picking/locations/${id}`, { method: "POST", body: { bin } }),
  remove: (id: string) => api<{ id: string; deleted: true }>(`/admin/picking/locations/${id}`, { method: "DELETE" }),
}

/**
 * The crates picked orders wait in for packing, by the code on their label (upper-cased by the backend).
 * A crate holding an order is not deleted (409 `crate_not_empty`); a scan of an empty one is refused
 * with 409 `crate_empty`, of an unknown code with 404, each with the backend's translated message.
 */
export const crateApi = {
  list: (query: CratesQuery) => api<AdminCratesResponse>("/admin/crates", { query }),
  create: (body: AdminCreateCrate) => api<AdminCrateResponse>("/admin/crates", { method: "POST", body }),
  update: (id: string, body: AdminUpdateCrate) => api<AdminCrateResponse>(`/admin/crates/${id}`, { method: "POST", body }),
  remove: (id: string) => api<{ id: string; object: "crate"; deleted: true }>(`/admin/crates/${id}`, { method: "DELETE" }),
  /** Its order taken out (by hand; packing will do it too). */
  empty: (id: string) => api<AdminCrateResponse>(`/admin/crates/${id}/empty`, { method: "POST", body: {} }),
  scan: (code: string) => api<AdminCrateResponse>("/admin/crates/scan", { query: { code } }),
}

/**
 * Packing an order at the packing station: each unit scanned (with its IMEI or serial number where its
 * line needs one), a scan undone, then the order packed (its fulfillment created, its crate emptied).
 * Every call answers the order's packing as it is now. A refused scan names its field (`code`, `imei`,
 * `serial_number`) with the backend's translated message and `error_codes`; an order packed already
 * is refused with 409 `order_already_packed`, one not fully scanned with 409 `packing_incomplete`.
 */
export const packingApi = {
  /** 404 when the order is not in the picking queue. */
  get: (orderId: string) => api<AdminPackingResponse>(`/admin/orders/${orderId}/packing`),
  scan: (orderId: string, body: AdminPackingScan) => api<AdminPackingResponse>(`/admin/orders/${orderId}/packing/scans`, { method: "POST", body }),
  unscan: (orderId: string, scanId: string) => api<AdminPackingResponse>(`/admin/orders/${orderId}/packing/scans/${scanId}`, { method: "DELETE" }),
  complete: (orderId: string) => api<AdminPackingResponse>(`/admin/orders/${orderId}/packing/complete`, { method: "POST", body: {} }),
}

/**
 * `all` covers the queue, every order's picking, the picking lists, the bins and the crates: a status
 * change moves an order between the queue's tabs, a bin's change reorders the picking lists, an order
 * put in a crate fills it (and is picked), a crate emptied or relabelled shows on the lists and orders,
 * an order packed empties its crate.
 */
export const pickingKeys = {
  all: ["electroshop", "picking"] as const,
  queue: (filters: PickingFilters) => [...pickingKeys.all, "queue", filters] as const,
  order: (orderId: string) => [...pickingKeys.all, "order", orderId] as const,
  list: (orderIds: readonly string[]) => [...pickingKeys.all, "list", orderIds] as const,
  locations: (query: ProductLocationsQuery) => [...pickingKeys.all, "locations", query] as const,
  crates: (query: CratesQuery) => [...pickingKeys.all, "crates", query] as const,
  packing: (orderId: string) => [...pickingKeys.all, "packing", orderId] as const,
  stockLocations: ["electroshop", "stock-locations"] as const,
}
