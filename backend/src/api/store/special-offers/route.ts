import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreSpecialOffers } from "@electroshop/contracts/special-offer"
import { currentOffersOf } from "../../../modules/special-offer/queries"

/** `?product_id=a,b` → `{ offers: { <product id>: [{ kind, label, gift_product }] } }`: the offers valid today. */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreSpecialOffers>) {
  const { product_id } = req.validatedQuery as { product_id: string[] }
  res.json({ offers: await currentOffersOf(req.scope, product_id) })
}
