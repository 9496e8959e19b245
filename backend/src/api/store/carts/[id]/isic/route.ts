import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { IsicCard, StoreApplyIsic } from "@electroshop/contracts/promotion"
import { ShopError } from "../../../../../lib/http/errors"
import { checkoutMessage } from "../../../../../lib/checkout/messages"
import { applyIsicWorkflow, removeIsicWorkflow } from "../../../../../workflows/promotion/isic"

/** `{ cardNumber, cardHolder }` → the verified card `{ isic: { card, holder, verified_at } }`, the ISIC discount on the cart. */
export async function POST(req: MedusaRequest<StoreApplyIsic>, res: MedusaResponse<{ isic: IsicCard }>) {
  const { cardNumber, cardHolder } = req.validatedBody
  const { result } = await applyIsicWorkflow(req.scope).run({ input: { cart_id: req.params.id, card: cardNumber, holder: cardHolder } })
  res.json({ isic: result })
}

/** Takes the card and its discount off the cart. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<{ isic: null }>) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({ entity: "cart", fields: ["id"], filters: { id: req.params.id } })
  if (!carts[0]) throw ShopError.notFound(checkoutMessage("cart_not_found"))
  await removeIsicWorkflow(req.scope).run({ input: { cart_id: req.params.id } })
  res.json({ isic: null })
}
