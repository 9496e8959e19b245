import { api } from "../lib/sdk"

/** Typed calls of the category API (backend `src/api/admin/type-categories`, `src/api/admin/product-categories-bulk`). */
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

export const categoriesApi = {
  tree: () => api<{ type_categories: CategoryNode[] }>("/admin/type-categories"),
  manufacturers: () => api<{ manufacturers: { value: string; count: number }[] }>("/admin/type-categories/manufacturers"),
  create: (body: Record<string, unknown>) => api<{ type_category: CategoryNode }>("/admin/type-categories", { method: "POST", body }),
  update: (id: string, body: Record<string, unknown>) => api<{ type_category: CategoryNode }>(`/admin/type-categories/${id}`, { method: "POST", body }),
  move: (id: string, target: string | null, position: MovePosition) =>
    api<{ type_category: CategoryNode }>(`/admin/type-categories/${id}/move`, { method: "POST", body: { target, position } }),
  remove: (id: string) => api<{ moved_children: number; unassigned_products: number }>(`/admin/type-categories/${id}`, { method: "DELETE" }),
  grid: (params: URLSearchParams) =>
    api<{ products: GridProduct[]; count: number; offset: number; limit: number }>(`/admin/product-categories-bulk/products?${params}`),
  gridFilters: () => api<{ manufacturers: string[]; device_types: string[]; qualities: string[] }>("/admin/product-categories-bulk/filters"),
  bulk: (action: "add" | "remove", masterProductIds: string[], typeCategoryIds: string[]) =>
    api<{ added: number; removed: number }>(`/admin/product-categories-bulk/${action}`, { method: "POST", body: { masterProductIds, typeCategoryIds } }),
}

/** React Query keys; everything under `electroshop/type-categories` is refetched after a change. */
export const CATEGORY_KEYS = {
  tree: ["electroshop", "type-categories", "tree"] as const,
  manufacturers: ["electroshop", "type-categories", "manufacturers"] as const,
  grid: (params: string) => ["electroshop", "type-categories", "grid", params] as const,
  gridFilters: ["electroshop", "type-categories", "grid-filters"] as const,
}
