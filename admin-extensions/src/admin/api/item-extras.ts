import type { AdminCreateItemExtra, AdminItemExtra, AdminUpdateItemExtra } from "@electroshop/contracts/item-extra"
import { api } from "../lib/sdk"

export type { AdminItemExtra } from "@electroshop/contracts/item-extra"

/** Typed calls of the warranty extension and insurance admin API (docs/api/item-extras.md, backend/src/api/admin/item-extras/**). */
export const itemExtraKeys = { all: ["electroshop", "item-extras"] as const }

export const itemExtraApi = {
  list: () => api<{ item_extras: AdminItemExtra[] }>("/admin/item-extras"),
  create: (body: AdminCreateItemExtra) => api<{ item_extra: { id: string } }>("/admin/item-extras", { method: "POST", body }),
  update: (id: string, body: AdminUpdateItemExtra) => api<{ item_extra: { id: string } }>(`/admin/item-extras/${id}`, { method: "POST", body }),
  remove: (id: string) => api<{ id: string; deleted: boolean }>(`/admin/item-extras/${id}`, { method: "DELETE" }),
}
