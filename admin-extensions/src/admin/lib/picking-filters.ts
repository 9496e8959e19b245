import { PICKING_PAGE_SIZE, PICKING_STATUSES, PRODUCT_LOCATIONS_PAGE_SIZE, type PickingStatus } from "@electroshop/contracts/warehouse"

/** The picking queue's status tab, stock location and page, kept in the URL (`?status=waiting&stock_location_id=sloc_1&page=2`); "" is all. */
export type PickingFilters = { status: PickingStatus | ""; stock_location_id: string; page: number }

/** The product locations' stock location ("" is the first one), search and page (`?stock_location_id=sloc_1&q=A-01&page=2`). */
export type ProductLocationFilters = { stock_location_id: string; q: string; page: number }

const isPickingStatus = (value: string): value is PickingStatus => (PICKING_STATUSES as readonly string[]).includes(value)

/** The URL's page, 1 when it has none or a malformed one. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"))
  return Number.isInteger(page) && page > 0 ? page : 1
}

export function filtersFromParams(params: URLSearchParams): PickingFilters {
  const status = params.get("status") ?? ""
  return { status: isPickingStatus(status) ? status : "", stock_location_id: params.get("stock_location_id") ?? "", page: pageOf(params) }
}

/** Only non-default values go to the URL (of the queue's filters and of the product locations'). */
export function filtersToParams<F extends PickingFilters | ProductLocationFilters>(filters: F): Record<string, string> {
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
