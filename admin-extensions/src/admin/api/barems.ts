import type { AdminBarem, AdminCreateBarem, AdminUpdateBarem } from "@electroshop/contracts/installment"
import { api } from "../lib/sdk"

export type { AdminBarem } from "@electroshop/contracts/installment"

/** Typed calls of the barems admin API (docs/api/installments.md, backend/src/api/admin/barems/**). */
export const BAREM_PAGE_SIZE = 20

/** The grid's page, kept in the URL. */
export type BaremFilters = { page: number }
export const filtersFromParams = (params: URLSearchParams): BaremFilters => ({ page: Math.max(1, Number(params.get("page")) || 1) })
export const filtersToParams = (filters: BaremFilters): Record<string, string> => (filters.page > 1 ? { page: String(filters.page) } : {})

export const baremKeys = {
  all: ["electroshop", "barems"] as const,
  list: (filters: BaremFilters) => [...baremKeys.all, "list", filters] as const,
}

export const baremApi = {
  list: (f: BaremFilters) =>
    api<{ barems: AdminBarem[]; count: number; currency_code: string }>("/admin/barems", {
      query: { limit: BAREM_PAGE_SIZE, offset: (f.page - 1) * BAREM_PAGE_SIZE },
    }),
  create: (body: AdminCreateBarem) => api<{ barem: AdminBarem }>("/admin/barems", { method: "POST", body }),
  update: (id: string, body: AdminUpdateBarem) => api<{ barem: AdminBarem }>(`/admin/barems/${id}`, { method: "POST", body }),
  remove: (id: string) => api<{ id: string; deleted: boolean }>(`/admin/barems/${id}`, { method: "DELETE" }),
}
