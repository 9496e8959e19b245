import { shopVariant } from "../shop/variant"

/** A refund above this (in the shop's currency) needs a supervisor: SUPERVISOR_REFUND_LIMIT (a positive integer), else 5,000 Kč or 1,000 lei. */
export function refundLimit(): number {
  const configured = Number(process.env.SUPERVISOR_REFUND_LIMIT)
  if (Number.isInteger(configured) && configured > 0) return configured
  return shopVariant().currencyCode === "ron" ? 1000 : 5000
}
