import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ShopError } from "../../../lib/http/errors"
import { handleTbiCallback, installmentReturnUrl } from "../../../lib/payment/installment-payment"

/**
 * TBI's status callback to the application's back_ref: a form (or JSON) with
 * `order_data`, encrypted with the shop's public key; what it says is kept
 * only when it names an order's latest TBI application. 400 when it cannot be
 * read.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse<{ ok: true }>) {
  const body = (typeof req.body === "string" ? Object.fromEntries(new URLSearchParams(req.body)) : (req.body ?? {})) as Record<string, unknown>
  const orderData = body.order_data
  if (typeof orderData !== "string" || !orderData) throw ShopError.validation({ order_data: ["order_data missing"] })
  await handleTbiCallback(req.scope, orderData)
  res.json({ ok: true })
}

/** The shopper's return from TBI's page through the same back_ref: the storefront's installment page of the order. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const order = typeof req.query.order === "string" && /^order_[A-Za-z0-9]{1,40}$/.test(req.query.order) ? req.query.order : null
  if (!order) throw ShopError.validation({ order: ["order missing"] })
  res.redirect(303, installmentReturnUrl(order))
}
