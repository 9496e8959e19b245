import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreAddItemExtra, StoreCartExtras } from "@electroshop/contracts/item-extra"
import { cartExtras } from "../../../../../lib/item-extra/cart-extras"
import { addCartExtraWorkflow } from "../../../../../workflows/item-extra"

/** `{ offers: { <device line id>: [...] }, changed: [<extra line id>] }`: what the cart's devices can get, and chosen extras to choose again. */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreCartExtras>) {
  res.json(await cartExtras(req.scope, req.params.id))
}

/** `{ line_id, offer_id, price }` → the extra as a line of the cart; 400 'Insurance price changed, select again.' when the price moved. */
export async function POST(req: MedusaRequest<StoreAddItemExtra>, res: MedusaResponse<StoreCartExtras>) {
  await addCartExtraWorkflow(req.scope).run({ input: { ...req.validatedBody, cart_id: req.params.id } })
  res.json(await cartExtras(req.scope, req.params.id))
}
