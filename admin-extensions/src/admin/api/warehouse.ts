import type {
  AdminBoxesResponse,
  AdminBoxResponse,
  AdminCrateResponse,
  AdminCratesResponse,
  AdminCreateBox,
  AdminCreateCrate,
  AdminCreateParcel,
  AdminCreateProductLocation,
  AdminHandoverResponse,
  AdminHandoversResponse,
  AdminOrderParcelsResponse,
  AdminOrderPickingResponse,
  AdminPackingResponse,
  AdminPackingScan,
  AdminPickingListResponse,
  AdminPickingQueueResponse,
  AdminProductLocationResponse,
  AdminProductLocationsResponse,
  AdminStockFiguresExportResponse,
  AdminStockFiguresResponse,
  AdminStorePickupHandOut,
  AdminStorePickupResponse,
  AdminUpdateBox,
  AdminUpdateCrate,
  LabelFormat,
  PickingStatus,
} from "@electroshop/contracts/warehouse"
import { approvalHeaders } from "../lib/supervisor-approval"
import { pickingQuery, type CratesQuery, type HandoversQuery, type PickingFilters, type ProductLocationsQuery } from "../lib/picking-filters"
import type { StockFiguresExportQuery, StockFiguresQuery } from "../lib/stock-figure-filters"
import { api, apiBlob, sdk } from "../lib/sdk"

export type {
  AdminBox,
  AdminCrate,
  AdminHandover,
  AdminHandoverParcel,
  AdminHandoversResponse,
  HandoverState,
  AdminOrderParcelsResponse,
  AdminPackedUnit,
  AdminPackingLine,
  AdminPackingResponse,
  AdminPackingScan,
  AdminParcel,
  AdminParcelProposal,
  AdminPickingChange,
  AdminPickingListLine,
  AdminPickingListResponse,
  AdminPickingOrder,
  AdminProductLocation,
  AdminStockFigure,
  LabelFormat,
  ParcelCarrier,
  ParcelSize,
  ParcelState,
  PickingStatus,
  StorePickupState,
} from "@electroshop/contracts/warehouse"

/** An order collected at a store: its state at the counter (non-null in a widget that shows one). */
export type AdminStorePickup = NonNullable<AdminStorePickupResponse["store_pickup"]>

/** Typed calls of the warehouse's picking API (issue 36; backend/src/api/admin/picking/**, …/orders/[id]/picking/**). */
export const pickingApi = {
  /** The queue of orders ready to pick, oldest ready first, with the number of orders per status. */
  queue: (filters: PickingFilters) => api<AdminPickingQueueResponse>("/admin/picking", { query: pickingQuery(filters) }),
  /** The order's picking status and history; `picking` is null for an order not in the queue (not paid yet). */
  order: (orderId: string) => api<AdminOrderPickingResponse>(`/admin/orders/${orderId}/picking`),
  /** A reset (back to waiting) needs a supervisor: without `approval` a colleague is refused with `supervisor_required`. */
  setStatus: (orderId: string, status: PickingStatus, approval?: string) =>
    api<AdminOrderPickingResponse>(`/admin/orders/${orderId}/picking`, { method: "POST", body: { status }, headers: approvalHeaders(approval) }),
  /**
   * Medusa's stock locations, for the warehouse's location filters and selects: the warehouses before the
   * stores (`metadata.store`), each by name, so that a page's first location is the warehouse (the seed
   * creates them in one call, and Medusa's own order between them is not fixed).
   */
  stockLocations: () =>
    sdk.admin.stockLocation.list({ fields: "id,name,metadata", limit: 100, order: "name" }).then((answer) => ({
      ...answer,
      stock_locations: [...answer.stock_locations].sort((a, b) => Number(a.metadata?.store === true) - Number(b.metadata?.store === true)),
    })),
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
 * The shipping boxes the packing station chooses from (issue 36), smallest first: each gives its parcel
 * its outside size and adds its own weight to the products'. A refused field (a name in use, a side or
 * weight out of range) is answered at that field in the backend's translated words.
 */
export const boxApi = {
  list: () => api<AdminBoxesResponse>("/admin/boxes"),
  create: (body: AdminCreateBox) => api<AdminBoxResponse>("/admin/boxes", { method: "POST", body }),
  update: (id: string, body: AdminUpdateBox) => api<AdminBoxResponse>(`/admin/boxes/${id}`, { method: "POST", body }),
  remove: (id: string) => api<{ id: string; object: "box"; deleted: true }>(`/admin/boxes/${id}`, { method: "DELETE" }),
}

/** The boxes' one list, on their page and in the packing station's parcel form; a box saved or deleted refreshes both. */
export const boxKeys = {
  all: ["electroshop", "boxes"] as const,
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
 * A packed order's parcel registered with its carrier, and its label printed. Registering answers the
 * order's parcels as they are now; it is refused at `weight_g` (400) when no weight is known and none
 * is given or the number is wrong, with 409 `parcel_not_packed`, `parcel_no_carrier`, `parcel_exists`
 * or `carrier_not_connected`, and with 502 `carrier_refused`, each in the backend's translated words.
 */
export const parcelApi = {
  /** The order's parcels and what registering the next one would send (null before packing and once it exists). */
  list: (orderId: string) => api<AdminOrderParcelsResponse>(`/admin/orders/${orderId}/parcels`),
  /** Without `weight_g` the parcel weighs what its items weigh. */
  register: (orderId: string, body: AdminCreateParcel) => api<AdminOrderParcelsResponse>(`/admin/orders/${orderId}/parcels`, { method: "POST", body }),
  /** The parcels' labels as one PDF (of one carrier): A6 one per page, or four per A4 sheet from position `offset` + 1. */
  labels: (parcelIds: readonly string[], format: LabelFormat, offset = 0) =>
    apiBlob("/admin/parcels/labels", { query: { id: parcelIds, format, offset: format === "a4" ? offset : undefined } }),
}

/**
 * Hand-over batches (issue 36, "Hand-over"): the parcels of one carrier at one stock location, scanned
 * for its driver, then handed over (each parcel shipped, its shopper e-mailed the tracking link). Every
 * write answers the batch as it is now. A scan is refused at `code` (400, in the backend's words: no
 * parcel of that number, its order cancelled, handed over or in a batch already); a batch gone is 404,
 * one closed meanwhile 409 `handover_closed`; closing an empty one is 409 `handover_empty`, and one
 * with a parcel whose order was cancelled meanwhile 409 `handover_failed` (naming the parcels).
 */
export const handoverApi = {
  list: (query: HandoversQuery) => api<AdminHandoversResponse>("/admin/handovers", { query }),
  get: (id: string) => api<AdminHandoverResponse>(`/admin/handovers/${id}`),
  /** A parcel's label scanned (its tracking number): it joins the open batch of its carrier at its location, which is answered. */
  scan: (code: string) => api<AdminHandoverResponse>("/admin/handovers/scan", { method: "POST", body: { code } }),
  /** The parcel taken out of the open batch; it stays at the warehouse. */
  takeOut: (id: string, parcelId: string) => api<AdminHandoverResponse>(`/admin/handovers/${id}/parcels/${parcelId}`, { method: "DELETE" }),
  /** Handed to the driver: the batch closes, its parcels are shipped. */
  close: (id: string) => api<AdminHandoverResponse>(`/admin/handovers/${id}/close`, { method: "POST", body: {} }),
}

/**
 * An order collected at the store's counter (issue 36, "Store pickup"): picked and packed there, marked
 * ready (the shopper is e-mailed the pickup code), handed out against that code. Every call answers the
 * order's store pickup as it is now; `store_pickup` is null for an order delivered any other way (and a
 * write on one is 404 `store_pickup_not_found`). Marking ready is refused with 409
 * `store_pickup_not_packed`, `store_pickup_already_ready` or `store_pickup_handed_out`; handing out with
 * 400 at `code` (not the order's code, not PICKUP_CODE_LENGTH digits) and 409 `store_pickup_not_ready`
 * or `store_pickup_handed_out`, each in the backend's translated words.
 */
export const storePickupApi = {
  get: (orderId: string) => api<AdminStorePickupResponse>(`/admin/orders/${orderId}/store-pickup`),
  ready: (orderId: string) => api<AdminStorePickupResponse>(`/admin/orders/${orderId}/store-pickup/ready`, { method: "POST", body: {} }),
  handOut: (orderId: string, body: AdminStorePickupHandOut) =>
    api<AdminStorePickupResponse>(`/admin/orders/${orderId}/store-pickup/hand-out`, { method: "POST", body }),
}

/**
 * Stock figures per stock item (issue 36): units sold and received over 7, 21, 42 and 90 days, on hand,
 * reserved, available and days of cover, searched by SKU or title and sorted by any column.
 */
export const stockFigureApi = {
  list: (query: StockFiguresQuery) => api<AdminStockFiguresResponse>("/admin/stock-figures", { query }),
  /** Every stock item the search finds, in the list's sort, in one answer (the CSV export). */
  export: (query: StockFiguresExportQuery) => api<AdminStockFiguresExportResponse>("/admin/stock-figures/export", { query }),
}

/** The stock figures' pages; nothing of ours changes them (orders and stock do), so they are only read again when shown. */
export const stockFigureKeys = {
  all: ["electroshop", "stock-figures"] as const,
  list: (query: StockFiguresQuery) => [...stockFigureKeys.all, "list", query] as const,
}

/**
 * `all` covers the queue, every order's picking, the picking lists, the bins and the crates: a status
 * change moves an order between the queue's tabs, a bin's change reorders the picking lists, an order
 * put in a crate fills it (and is picked), a crate emptied or relabelled shows on the lists and orders,
 * an order packed empties its crate (and can have its parcel registered, or its store pickup marked
 * ready), a batch handed over ships its parcels.
 */
export const pickingKeys = {
  all: ["electroshop", "picking"] as const,
  queue: (filters: PickingFilters) => [...pickingKeys.all, "queue", filters] as const,
  order: (orderId: string) => [...pickingKeys.all, "order", orderId] as const,
  list: (orderIds: readonly string[]) => [...pickingKeys.all, "list", orderIds] as const,
  locations: (query: ProductLocationsQuery) => [...pickingKeys.all, "locations", query] as const,
  crates: (query: CratesQuery) => [...pickingKeys.all, "crates", query] as const,
  packing: (orderId: string) => [...pickingKeys.all, "packing", orderId] as const,
  parcels: (orderId: string) => [...pickingKeys.all, "parcels", orderId] as const,
  storePickup: (orderId: string) => [...pickingKeys.all, "store-pickup", orderId] as const,
  /** Every page of the hand-over batches (a scan adds to one, a batch handed over moves between the tabs). */
  handoverLists: () => [...pickingKeys.all, "handovers"] as const,
  handovers: (query: HandoversQuery) => [...pickingKeys.handoverLists(), query] as const,
  handover: (id: string) => [...pickingKeys.all, "handover", id] as const,
  stockLocations: ["electroshop", "stock-locations"] as const,
}
