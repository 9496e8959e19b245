import type { MetaMaster, MetaMasterList } from "@electroshop/contracts/meta-master"
import { api } from "../lib/sdk"

export type { MetaMaster, MetaMasterList, MetaMasterListItem, MetaMasterMember } from "@electroshop/contracts/meta-master"

/**
 * Typed calls of the meta-master admin API (docs/api/meta-masters.md,
 * backend/src/api/admin/meta-masters/**). The spec's call names are kept in
 * the paths: get-, add-, update-, delete-meta-master, add-master-product,
 * swap-meta-master, exclude-meta-master.
 */
export const META_MASTER_PAGE_SIZE = 20

/** One save-error toast on these screens: a new failure replaces it, a success removes it. */
export const SAVE_ERROR_TOAST = "meta-master-save-failed"

export const metaMasterKeys = {
  all: ["electroshop", "meta-masters"] as const,
  list: (q: string, offset: number) => [...metaMasterKeys.all, "list", q, offset] as const,
  detail: (id: string) => [...metaMasterKeys.all, "detail", id] as const,
  others: (id: string) => [...metaMasterKeys.all, "others", id] as const,
}

export const metaMasterApi = {
  list: (q: string, offset: number) => api<MetaMasterList>("/admin/meta-masters", { query: { q: q || undefined, offset, limit: META_MASTER_PAGE_SIZE } }),
  /** get-meta-master */
  get: (id: string) => api<{ meta_master: MetaMaster }>(`/admin/meta-masters/${id}`),
  /** add-meta-master */
  create: (body: { name: string; description?: string | null }) => api<{ meta_master: MetaMaster }>("/admin/meta-masters", { method: "POST", body }),
  /** update-meta-master */
  update: (id: string, body: { name?: string; description?: string | null }) =>
    api<{ meta_master: MetaMaster }>(`/admin/meta-masters/${id}`, { method: "POST", body }),
  /** delete-meta-master */
  remove: (id: string) => api<{ id: string; deleted: boolean }>(`/admin/meta-masters/${id}`, { method: "DELETE" }),
  /** add-master-product */
  addProducts: (id: string, productIds: string[]) =>
    api<{ meta_master: MetaMaster }>(`/admin/meta-masters/${id}/add-master-product`, { method: "POST", body: { master_product_ids: productIds } }),
  removeProducts: (id: string, productIds: string[]) =>
    api<{ meta_master: MetaMaster }>(`/admin/meta-masters/${id}/remove-master-product`, { method: "POST", body: { master_product_ids: productIds } }),
  /** swap-meta-master: the product moves to `metaMasterId`. */
  swap: (productId: string, metaMasterId: string) =>
    api<{ meta_master: MetaMaster }>(`/admin/meta-masters/swap-meta-master/${productId}`, { method: "POST", body: { meta_master_id: metaMasterId } }),
  /** exclude-meta-master: every other meta master (swap targets). */
  others: (excludedId: string) => api<MetaMasterList>(`/admin/meta-masters/exclude-meta-master/${excludedId}`, { query: { limit: 200 } }),
}
