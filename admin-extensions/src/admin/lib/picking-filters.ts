import {
  CRATE_STATES,
  CRATES_PAGE_SIZE,
  HANDOVER_STATES,
  HANDOVERS_PAGE_SIZE,
  PARCEL_CARRIERS,
  PICKING_PAGE_SIZE,
  PICKING_STATUSES,
  PRODUCT_LOCATIONS_PAGE_SIZE,
  type CrateState,
  type HandoverState,
  type ParcelCarrier,
  type PickingStatus,
} from "@electroshop/contracts/warehouse"

/** The picking queue's status tab, stock location and page, kept in the URL (`?status=waiting&stock_location_id=sloc_1&page=2`); "" is all. */
export type PickingFilters = { status: PickingStatus | ""; stock_location_id: string; page: number }

/** The product locations' stock location ("" is the first one), search and page (`?stock_location_id=sloc_1&q=A-01&page=2`). */
export type ProductLocationFilters = { stock_location_id: string; q: string; page: number }

/** The crates overview's state tab, stock location, search and page (`?state=filled&stock_location_id=sloc_1&q=K1&page=2`); "" is all. */
export type CrateFilters = ProductLocationFilters & { state: CrateState | "" }

/** The hand-over batches' state tab, carrier, stock location and page (`?state=open&carrier=dpd&stock_location_id=sloc_1&page=2`); "" is all. */
export type HandoverFilters = { state: HandoverState | ""; carrier: ParcelCarrier | ""; stock_location_id: string; page: number }

/** The URL's value if it is one of `values`, else "" (all). */
export const oneOf = <V extends string>(values: readonly V[], value: string | null): V | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as V) : ""

/** The URL's page, 1 when it has none or a malformed one. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"))
  return Number.isInteger(page) && page > 0 ? page : 1
}

export function filtersFromParams(params: URLSearchParams): PickingFilters {
  return { status: oneOf(PICKING_STATUSES, params.get("status")), stock_location_id: params.get("stock_location_id") ?? "", page: pageOf(params) }
}

/**
 * Only non-default ("", page 1) values go to the URL, of any list's filters: the queue's, the product locations', the crates',
 * the hand-overs' and the stock figures' (lib/stock-figure-filters.ts; their sort and direction are never "", so that the URL
 * tells how the grid is sorted).
 */
export function filtersToParams<F extends { page: number } & Record<string, string | number>>(filters: F): Record<string, string> {
  const entries = Object.entries({ ...filters, page: filters.page > 1 ? String(filters.page) : "" })
  return Object.fromEntries(entries.filter(([, v]) => v !== "")) as Record<string, string>
}

/** Query of `GET /admin/picking` for the filters. */
export const pickingQuery = (f: PickingFilters) => ({
  status: f.status || undefined,
  stock_location_id: f.stock_location_id || undefined,
  limit: PICKING_PAGE_SIZE,
  offset: (f.page - 1) * PICKING_PAGE_SIZE,
})

export function locationFiltersFromParams(params: URLSearchParams): ProductLocationFilters {
  return { stock_location_id: params.get("stock_location_id") ?? "", q: (params.get("q") ?? "").trim(), page: pageOf(params) }
}

/** Query of `GET /admin/picking/locations` for the filters, at `stockLocationId` (the chosen one or the first). */
export const productLocationsQuery = (f: ProductLocationFilters, stockLocationId: string) => ({
  stock_location_id: stockLocationId,
  q: f.q || undefined,
  limit: PRODUCT_LOCATIONS_PAGE_SIZE,
  offset: (f.page - 1) * PRODUCT_LOCATIONS_PAGE_SIZE,
})
export type ProductLocationsQuery = ReturnType<typeof productLocationsQuery>

export function crateFiltersFromParams(params: URLSearchParams): CrateFilters {
  return { state: oneOf(CRATE_STATES, params.get("state")), ...locationFiltersFromParams(params) }
}

/** Whether the crates overview shows less than every crate (its empty message says the filters match none). */
export const cratesFiltered = (f: CrateFilters) => Boolean(f.state || f.stock_location_id || f.q)

/** Query of `GET /admin/crates` for the filters. */
export const cratesQuery = (f: CrateFilters) => ({
  state: f.state || undefined,
  stock_location_id: f.stock_location_id || undefined,
  q: f.q || undefined,
  limit: CRATES_PAGE_SIZE,
  offset: (f.page - 1) * CRATES_PAGE_SIZE,
})
export type CratesQuery = ReturnType<typeof cratesQuery>

export function handoverFiltersFromParams(params: URLSearchParams): HandoverFilters {
  return {
    state: oneOf(HANDOVER_STATES, params.get("state")),
    carrier: oneOf(PARCEL_CARRIERS, params.get("carrier")),
    stock_location_id: params.get("stock_location_id") ?? "",
    page: pageOf(params),
  }
}

/** Whether the hand-overs list shows less than every batch (its empty message says the filters match none). */
export const handoversFiltered = (f: HandoverFilters) => Boolean(f.state || f.carrier || f.stock_location_id)

/** Query of `GET /admin/handovers` for the filters. */
export const handoversQuery = (f: HandoverFilters) => ({
  state: f.state || undefined,
  carrier: f.carrier || undefined,
  stock_location_id: f.stock_location_id || undefined,
  limit: HANDOVERS_PAGE_SIZE,
  offset: (f.page - 1) * HANDOVERS_PAGE_SIZE,
})
export type HandoversQuery = ReturnType<typeof handoversQuery>
