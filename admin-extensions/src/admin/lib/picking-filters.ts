import {
  CRATE_STATES,
  CRATES_PAGE_SIZE,
  PICKING_PAGE_SIZE,
  PICKING_STATUSES,
  PRODUCT_LOCATIONS_PAGE_SIZE,
  type CrateState,
  type PickingStatus,
} from "@electroshop/contracts/warehouse"

/** The picking queue's status tab, stock location and page, kept in the URL (`?status=waiting&stock_location_id=sloc_1&page=2`); "" is all. */
export type PickingFilters = { status: PickingStatus | ""; stock_location_id: string; page: number }

/** The product locations' stock location ("" is the first one), search and page (`?stock_location_id=sloc_1&q=A-01&page=2`). */
export type ProductLocationFilters = { stock_location_id: string; q: string; page: number }

/** The crates overview's state tab, stock location, search and page (`?state=filled&stock_location_id=sloc_1&q=K1&page=2`); "" is all. */
export type CrateFilters = ProductLocationFilters & { state: CrateState | "" }

/** The URL's value if it is one of `values`, else "" (all). */
const oneOf = <V extends string>(values: readonly V[], value: string | null): V | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as V) : ""

/** The URL's page, 1 when it has none or a malformed one. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"))
  return Number.isInteger(page) && page > 0 ? page : 1
}

export function filtersFromParams(params: URLSearchParams): PickingFilters {
  return { status: oneOf(PICKING_STATUSES, params.get("status")), stock_location_id: params.get("stock_location_id") ?? "", page: pageOf(params) }
}

/** Only non-default values go to the URL (of the queue's filters, the product locations' and the crates'). */
export function filtersToParams<F extends PickingFilters | ProductLocationFilters | CrateFilters>(filters: F): Record<string, string> {
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
