import { CURRENCY, admin } from "./api"

/**
 * A discount code made in the admin as staff make one (standard, active, typed by the shopper) taking
 * `percent` or a `fixed` amount in the shop's currency off the order; `extra` adds fields (a campaign).
 */
export function createCodePromotion(code: string, discount: { percent: number } | { fixed: number }, extra: Record<string, unknown> = {}) {
  const application_method =
    "fixed" in discount
      ? { type: "fixed", target_type: "order", allocation: "across", value: discount.fixed, currency_code: CURRENCY }
      : { type: "percentage", target_type: "order", allocation: "across", value: discount.percent }
  return admin("/admin/promotions", { method: "POST", json: { code, type: "standard", status: "active", is_automatic: false, ...extra, application_method } })
}
