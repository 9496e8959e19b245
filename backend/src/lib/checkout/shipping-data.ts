import type { MedusaRequest } from "@medusajs/framework/http"

export type ShippingMethodBody = { option_id?: string; data?: Record<string, unknown> }

/**
 * Replaces the data a `POST /store/carts/:id/shipping-methods` sets on the
 * shipping method with what the server checked (the chosen point, store or
 * courier window as it is). Medusa's own validator has already copied the
 * body into validatedBody, which its route reads: both get it.
 */
export function replaceShippingData(req: MedusaRequest, data: Record<string, unknown>) {
  const body = (req.body ?? {}) as ShippingMethodBody
  body.data = data
  const validated = (req as MedusaRequest & { validatedBody?: ShippingMethodBody }).validatedBody
  if (validated) validated.data = data
}
