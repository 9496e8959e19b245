/** The grid's filters and page, kept in the URL so a reload or a shared link shows the same list. */
export type GridFilters = {
  q: string
  category_id: string
  manufacturer: string
  device_type: string
  quality: string
  in_stock: "" | "true" | "false"
  page: number
}

export const GRID_PAGE_SIZE = 50

export function gridFiltersFromParams(params: URLSearchParams): GridFilters {
  const inStock = params.get("in_stock")
  return {
    q: params.get("q") ?? "",
    category_id: params.get("category_id") ?? "",
    manufacturer: params.get("manufacturer") ?? "",
    device_type: params.get("device_type") ?? "",
    quality: params.get("quality") ?? "",
    in_stock: inStock === "true" || inStock === "false" ? inStock : "",
    page: Math.max(1, Number(params.get("page")) || 1),
  }
}

export function gridFiltersToParams(filters: GridFilters): URLSearchParams {
  const out = new URLSearchParams()
  for (const key of ["q", "category_id", "manufacturer", "device_type", "quality", "in_stock"] as const) {
    if (filters[key]) out.set(key, filters[key])
  }
  if (filters.page > 1) out.set("page", String(filters.page))
  return out
}

/** Query string of the grid endpoint: the filters plus offset/limit of the page. */
export function gridApiParams(filters: GridFilters): URLSearchParams {
  const out = gridFiltersToParams({ ...filters, page: 1 })
  out.set("limit", String(GRID_PAGE_SIZE))
  out.set("offset", String((filters.page - 1) * GRID_PAGE_SIZE))
  return out
}
