import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminShippingRateList } from "@electroshop/contracts/delivery"
import { listShippingRates } from "../../../lib/shipping-rates/options"

/** `GET /admin/shipping-rates` → `{ shipping_rates }`: the deliveries priced by weight and order value, with their bands. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminShippingRateList>) {
  res.json({ shipping_rates: await listShippingRates(req.scope) })
}
