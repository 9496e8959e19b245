import type { BuyoutStatus } from "./buyout-api"

/**
 * The buy-out lifecycle as the admin shows it (the server's
 * `modules/buyout/lifecycle.ts` decides; each detail response carries its
 * `allowed_transitions`). Order = the order of the status filter.
 */
export const BUYOUT_STATUSES: readonly BuyoutStatus[] = [
  "new",
  "device_received",
  "inspected",
  "re_offer",
  "accepted",
  "paid",
  "returned",
  "cancelled",
]

export type BadgeColor = "green" | "orange" | "red" | "blue" | "grey" | "purple"

export const STATUS_COLOR: Record<BuyoutStatus, BadgeColor> = {
  new: "blue",
  device_received: "orange",
  inspected: "orange",
  re_offer: "purple",
  accepted: "green",
  paid: "green",
  returned: "grey",
  cancelled: "red",
}

export const isBuyoutStatus = (value: string): value is BuyoutStatus => (BUYOUT_STATUSES as readonly string[]).includes(value)

/** A re-offer needs the new price; every other change only an optional note. */
export const needsOfferedPrice = (status: string) => status === "re_offer"

/** Whole, non-negative amount typed by staff, or null when it is not one. */
export function parseWholeAmount(raw: string): number | null {
  const text = raw.replace(/[\s\u00A0]/g, "")
  if (!/^\d{1,9}$/.test(text)) return null
  return Number(text)
}

/** Bonus percentage 0–100; 0 means the model has no bonus. */
export function parseBonusPercent(raw: string): number | null {
  const text = raw.replace(/[\s\u00A0%]/g, "")
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100) return null
  return Number(text)
}

/** Whole amount that may be negative (price corrections). */
export function parseSignedAmount(raw: string): number | null {
  const text = raw.replace(/[\s\u00A0]/g, "").replace(/^\u2212/, "-")
  if (!/^-?\d{1,9}$/.test(text)) return null
  return Number(text)
}
