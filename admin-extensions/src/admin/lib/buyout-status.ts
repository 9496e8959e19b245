import type { BuyoutStatus } from "@electroshop/contracts/buyout"

export type BadgeColor = "green" | "orange" | "red" | "blue" | "grey" | "purple"

/** Badge colour of each status in the admin (the statuses themselves and their order are the contracts'). */
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
