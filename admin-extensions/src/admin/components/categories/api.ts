/**
 * Client of the category API (backend `src/api/admin/type-categories`,
 * `src/api/admin/product-categories-bulk`). It uses `fetch` with the
 * dashboard's session cookie, like `../../lib/sdk`, because the SDK's
 * FetchError keeps only the message and the forms need the 400 body's
 * per-field `errors` / `error_codes`.
 */
export type CategoryFields = {
  seo_name: string | null
  for_display: boolean
  for_buyout: boolean
  for_service: boolean
  filterable: boolean
  manufacturers: string[]
  photo: string | null
  type_device: string | null
  url_path: string | null
  meilisearch_boost: string
}

export type CategoryNode = CategoryFields & {
  id: string
  name: string
  handle: string
  description: string | null
  is_active: boolean
  parent_id: string | null
  rank: number
  has_children: boolean
  product_count: number
  path: string
  children: CategoryNode[]
}

export type MovePosition = "left" | "right" | "first-child" | "last-child"

export type GridProduct = {
  id: string
  title: string
  handle: string
  thumbnail: string | null
  status: string
  manufacturer: string | null
  device_type: string | null
  quality: string | null
  in_stock: boolean
  categories: { id: string; name: string }[]
}

export type ErrorBody = { message?: string; errors?: Record<string, string[]>; error_codes?: Record<string, string> }

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message || `HTTP ${status}`)
  }
}

const BASE = ((typeof __BACKEND_URL__ !== "undefined" && __BACKEND_URL__) || "/").replace(/\/$/, "")

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    credentials: "include",
    headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const data = await res.json().catch(() => ({}))
  if (!res.ok) throw new ApiError(res.status, data)
  return data as T
}

export const categoriesApi = {
  tree: () => request<{ type_categories: CategoryNode[] }>("GET", "/admin/type-categories"),
  manufacturers: () => request<{ manufacturers: { value: string; count: number }[] }>("GET", "/admin/type-categories/manufacturers"),
  create: (body: Record<string, unknown>) => request<{ type_category: CategoryNode }>("POST", "/admin/type-categories", body),
  update: (id: string, body: Record<string, unknown>) => request<{ type_category: CategoryNode }>("POST", `/admin/type-categories/${id}`, body),
  move: (id: string, target: string | null, position: MovePosition) =>
    request<{ type_category: CategoryNode }>("POST", `/admin/type-categories/${id}/move`, { target, position }),
  remove: (id: string) => request<{ moved_children: number; unassigned_products: number }>("DELETE", `/admin/type-categories/${id}`),
  grid: (params: URLSearchParams) =>
    request<{ products: GridProduct[]; count: number; offset: number; limit: number }>("GET", `/admin/product-categories-bulk/products?${params}`),
  gridFilters: () => request<{ manufacturers: string[]; device_types: string[]; qualities: string[] }>("GET", "/admin/product-categories-bulk/filters"),
  bulk: (action: "add" | "remove", masterProductIds: string[], typeCategoryIds: string[]) =>
    request<{ added: number; removed: number }>("POST", `/admin/product-categories-bulk/${action}`, { masterProductIds, typeCategoryIds }),
}

/** React Query keys; everything under `electroshop/type-categories` is refetched after a change. */
export const CATEGORY_KEYS = {
  tree: ["electroshop", "type-categories", "tree"] as const,
  manufacturers: ["electroshop", "type-categories", "manufacturers"] as const,
  grid: (params: string) => ["electroshop", "type-categories", "grid", params] as const,
  gridFilters: ["electroshop", "type-categories", "grid-filters"] as const,
}
