import { COMPLAINT_WARRANTY_MONTHS, type ComplaintRefusal, type StoreComplaint } from "@electroshop/contracts/complaint"

import { shopDay, shopDayAfter } from "../invoice/invoice-draft"
import { itemTitle, receivedAt, type WithdrawalOrder } from "../withdrawal/withdrawal-terms"

/** The order as a complaint reads it: the same facts as a withdrawal's (its items, what left, when it arrived). */
export type ComplaintOrder = WithdrawalOrder

/** Days the shop has to settle a complaint: 30 in cz (Consumer Protection Act §19(3)), 15 in ro (OUG 140/2021). */
export const settleDays = (variant: "cz" | "ro"): number => (variant === "ro" ? 15 : 30)

/** The last day of the legal guarantee (YYYY-MM-DD, shop's time zone): 24 months after the goods were received. */
export function warrantyEnd(received: Date): string {
  const [year, month, day] = shopDay(received).split("-").map(Number)
  const end = new Date(Date.UTC(year!, month! - 1 + COMPLAINT_WARRANTY_MONTHS, day!))
  // 29 February + 24 months is a day that does not exist: the month's last day instead.
  if (end.getUTCDate() !== day) end.setUTCDate(0)
  return end.toISOString().slice(0, 10)
}

/** Why the order's goods cannot be claimed now (none received yet, the guarantee over), with its end; null refusal when they can. */
export function complaintRefusal(order: ComplaintOrder, now: Date): { refusal: ComplaintRefusal | null; warranty_end: string | null } {
  const received = receivedAt(order)
  if (!received || order.status === "canceled") return { refusal: "complaint_not_delivered", warranty_end: null }
  const end = warrantyEnd(received)
  return { refusal: shopDay(now) > end ? "complaint_warranty_over" : null, warranty_end: end }
}

/** The items that reached the shopper (those that left the shop): each can be claimed. */
export const complainableItems = (order: ComplaintOrder) =>
  (order.items ?? [])
    .filter((item) => !!item && Number(item.detail?.fulfilled_quantity ?? 0) > 0)
    .map((item) => ({ item_id: item!.id, title: itemTitle(item!) }))

/** The day a complaint made at `submitted` must be settled by. */
export const complaintDeadline = (submitted: Date, variant: "cz" | "ro") => shopDayAfter(submitted, settleDays(variant))

/** A complaint's number as the shopper and staff say it: R and its sequence, six digits. */
export const complaintNumber = (sequence: number) => `R${String(sequence).padStart(6, "0")}`

/** The complaint's record (the module's row) as the shopper sees it. */
export type ComplaintRow = {
  id: string
  sequence: number
  item_title: string
  description: string
  remedy: StoreComplaint["remedy"]
  method: StoreComplaint["method"]
  status: StoreComplaint["status"]
  resolution: StoreComplaint["resolution"]
  resolution_note: string | null
  created_at: Date | string
  deadline: string
}

export const storeComplaint = (row: ComplaintRow): StoreComplaint => ({
  id: row.id,
  number: complaintNumber(row.sequence),
  item_title: row.item_title,
  description: row.description,
  remedy: row.remedy,
  method: row.method,
  status: row.status,
  resolution: row.resolution,
  resolution_note: row.resolution_note,
  submitted_at: new Date(row.created_at).toISOString(),
  deadline: row.deadline,
})
