/**
 * Filters of the buy-out request list, kept in the page URL
 * (`?status=new&q=novak&from=2026-01-01&to=2026-01-31&page=2`) so a filtered
 * list can be bookmarked, shared and restored with the browser's back button.
 */
export const BUYOUT_PAGE_SIZE = 20

export type BuyoutListFilters = {
  status: string
  q: string
  from: string
  to: string
  page: number
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function filtersFromParams(params: URLSearchParams): BuyoutListFilters {
  const page = Number(params.get("page"))
  const date = (key: string) => {
    const value = params.get(key) ?? ""
    return ISO_DATE.test(value) ? value : ""
  }
  return {
    status: params.get("status") ?? "",
    q: params.get("q") ?? "",
    from: date("from"),
    to: date("to"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Only non-default values go to the URL. */
export function filtersToParams(filters: BuyoutListFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.status) params.set("status", filters.status)
  if (filters.q.trim()) params.set("q", filters.q.trim())
  if (filters.from) params.set("from", filters.from)
  if (filters.to) params.set("to", filters.to)
  if (filters.page > 1) params.set("page", String(filters.page))
  return params
}

/** Query of `GET /admin/buyouts` for the filters (dates are inclusive days on the server). */
export function listQuery(filters: BuyoutListFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {
    offset: (filters.page - 1) * BUYOUT_PAGE_SIZE,
    limit: BUYOUT_PAGE_SIZE,
  }
  if (filters.status) query.status = filters.status
  if (filters.q.trim()) query.q = filters.q.trim()
  if (filters.from) query.created_from = filters.from
  if (filters.to) query.created_to = filters.to
  return query
}

export const hasActiveFilters = (f: BuyoutListFilters) => Boolean(f.status || f.q.trim() || f.from || f.to)
