import { PICKING_PAGE_SIZE, PICKING_STATUSES, type PickingStatus } from "@electroshop/contracts/warehouse"

/** The picking queue's status tab, stock location and page, kept in the URL (`?status=waiting&stock_location_id=sloc_1&page=2`); "" is all. */
export type PickingFilters = { status: PickingStatus | ""; stock_location_id: string; page: number }

const isPickingStatus = (value: string): value is PickingStatus => (PICKING_STATUSES as readonly string[]).includes(value)

export function filtersFromParams(params: URLSearchParams): PickingFilters {
  const status = params.get("status") ?? ""
  const page = Number(params.get("page"))
  return {
    status: isPickingStatus(status) ? status : "",
    stock_location_id: params.get("stock_location_id") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Only non-default values go to the URL. */
export function filtersToParams(filters: PickingFilters): Record<string, string> {
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
