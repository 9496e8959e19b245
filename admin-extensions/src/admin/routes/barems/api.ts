import type { AdminBarem, AdminCreateBarem, AdminUpdateBarem } from "@electroshop/contracts/installment"
import { api } from "../../lib/sdk"

export type { AdminBarem } from "@electroshop/contracts/installment"

/** Typed calls of the barems admin API (README "Installments", backend/src/api/admin/barems/**). */
export const baremKeys = { all: ["electroshop", "barems"] as const }

export const baremApi = {
  list: () => api<{ barems: AdminBarem[]; count: number; currency_code: string }>("/admin/barems", { query: { limit: 200 } }),
  create: (body: AdminCreateBarem) => api<{ barem: AdminBarem }>("/admin/barems", { method: "POST", body }),
  update: (id: string, body: AdminUpdateBarem) => api<{ barem: AdminBarem }>(`/admin/barems/${id}`, { method: "POST", body }),
  remove: (id: string) => api<{ id: string; deleted: boolean }>(`/admin/barems/${id}`, { method: "DELETE" }),
}
