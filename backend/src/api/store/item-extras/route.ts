import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreItemExtraOffer, StoreItemExtrasQuery } from "@electroshop/contracts/item-extra"
import { productExtras } from "../../../lib/item-extra/cart-extras"

/** `{ offers }`: the warranty extensions and insurances of one product (`?product_id=`), the product page's list. */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ offers: StoreItemExtraOffer[] }>) {
  const { product_id } = req.validatedQuery as StoreItemExtrasQuery
  res.json({ offers: await productExtras(req.scope, product_id) })
}
