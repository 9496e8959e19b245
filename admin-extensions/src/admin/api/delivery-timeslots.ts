import type { AdminCreateDeliveryTimeslot, AdminDeliveryTimeslot } from "@electroshop/contracts/delivery"
import { api } from "../lib/sdk"

export type { AdminDeliveryTimeslot } from "@electroshop/contracts/delivery"

/** Typed calls of the courier timeslots admin API (docs/api/checkout.md "Courier delivery timeslots", backend/src/api/admin/delivery-timeslots/**). */
export const timeslotKeys = { all: ["electroshop", "delivery-timeslots"] as const }

export const timeslotApi = {
  list: () => api<{ delivery_timeslots: AdminDeliveryTimeslot[] }>("/admin/delivery-timeslots"),
  create: (body: AdminCreateDeliveryTimeslot) => api<{ delivery_timeslot: AdminDeliveryTimeslot }>("/admin/delivery-timeslots", { method: "POST", body }),
  remove: (id: string) => api<{ id: string; deleted: boolean }>(`/admin/delivery-timeslots/${id}`, { method: "DELETE" }),
}
