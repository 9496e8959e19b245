import { sdk } from "../../lib/sdk"

/**
 * Typed calls of the meta-master admin API (README "Meta masters",
 * backend/src/api/admin/meta-masters/**). The spec's call names are kept in
 * the paths: get-, add-, update-, delete-meta-master, add-master-product,
 * swap-meta-master, exclude-meta-master.
 */
export type MetaMasterMember = { id: string; title: string; handle: string; thumbnail: string | null; status: string; quality: string | null }
export type MetaMaster = {
  id: string
  name: string
  description: string | null
  created_at: string
  updated_at: string
  master_products: MetaMasterMember[]
}
export type MetaMasterListItem = MetaMaster & { master_products_count: number }
export type MetaMasterList = { meta_masters: MetaMasterListItem[]; count: number; limit: number; offset: number }

export const META_MASTER_PAGE_SIZE = 20

/** One save-error toast on these screens: a new failure replaces it, a success removes it. */
export const SAVE_ERROR_TOAST = "meta-master-save-failed"

const json = (method: "POST" | "DELETE", body?: unknown) => ({ method, ...(body === undefined ? {} : { body }) })

export const metaMasterKeys = {
  all: ["electroshop", "meta-masters"] as const,
  list: (q: string, offset: number) => [...metaMasterKeys.all, "list", q, offset] as const,
  detail: (id: string) => [...metaMasterKeys.all, "detail", id] as const,
  others: (id: string) => [...metaMasterKeys.all, "others", id] as const,
}

export const metaMasterApi = {
  list: (q: string, offset: number) =>
    sdk.client.fetch<MetaMasterList>("/admin/meta-masters", { query: { q: q || undefined, offset, limit: META_MASTER_PAGE_SIZE } }),
  /** get-meta-master */
  get: (id: string) => sdk.client.fetch<{ meta_master: MetaMaster }>(`/admin/meta-masters/${id}`),
  /** add-meta-master */
  create: (body: { name: string; description?: string | null }) =>
    sdk.client.fetch<{ meta_master: MetaMaster }>("/admin/meta-masters", json("POST", body)),
  /** update-meta-master */
  update: (id: string, body: { name?: string; description?: string | null }) =>
    sdk.client.fetch<{ meta_master: MetaMaster }>(`/admin/meta-masters/${id}`, json("POST", body)),
  /** delete-meta-master */
  remove: (id: string) => sdk.client.fetch<{ id: string; deleted: boolean }>(`/admin/meta-masters/${id}`, json("DELETE")),
  /** add-master-product */
  addProducts: (id: string, productIds: string[]) =>
    sdk.client.fetch<{ meta_master: MetaMaster }>(`/admin/meta-masters/${id}/add-master-product`, json("POST", { master_product_ids: productIds })),
  removeProducts: (id: string, productIds: string[]) =>
    sdk.client.fetch<{ meta_master: MetaMaster }>(`/admin/meta-masters/${id}/remove-master-product`, json("POST", { master_product_ids: productIds })),
  /** swap-meta-master: the product moves to `metaMasterId`. */
  swap: (productId: string, metaMasterId: string) =>
    sdk.client.fetch<{ meta_master: MetaMaster }>(`/admin/meta-masters/swap-meta-master/${productId}`, json("POST", { meta_master_id: metaMasterId })),
  /** exclude-meta-master: every other meta master (swap targets). */
  others: (excludedId: string) =>
    sdk.client.fetch<MetaMasterList>(`/admin/meta-masters/exclude-meta-master/${excludedId}`, { query: { limit: 200 } }),
}

/** The 400 message of a field (`name: …`) from Medusa's `{ message }`, to show under the input. */
export function fieldError(error: unknown, field: string): string | undefined {
  const message = error && typeof error === "object" ? (error as { message?: unknown }).message : undefined
  if (typeof message !== "string") return undefined
  const part = message.split("; ").find((m) => m.startsWith(`${field}:`))
  return part?.slice(field.length + 1).trim()
}
