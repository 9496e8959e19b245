import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminShippingRateResponse, ShippingRates } from "@electroshop/contracts/delivery"
import { updateShippingRates } from "../../../../lib/shipping-rates/options"

/** `POST /admin/shipping-rates/:id` with the rates (validated: bands from 0 g ascending, whole amounts) → `{ shipping_rate }`. */
export async function POST(req: AuthenticatedMedusaRequest<ShippingRates>, res: MedusaResponse<AdminShippingRateResponse>) {
  res.json({ shipping_rate: await updateShippingRates(req.scope, req.params.id, req.validatedBody) })
}
