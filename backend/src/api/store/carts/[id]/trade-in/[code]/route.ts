import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isTradeInCode } from "@electroshop/contracts/promotion"
import { ShopError } from "../../../../../../lib/http/errors"
import { checkoutMessage } from "../../../../../../lib/checkout/messages"
import { promotionMessage } from "../../../../../../lib/promotion/messages"
import { removeTradeInWorkflow } from "../../../../../../workflows/promotion/trade-in"

/** Takes one sale's bonus (`TRADEIN-<number>`) off the cart. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<{ trade_in: null }>) {
  const code = String(req.params.code ?? "").toUpperCase()
  if (!isTradeInCode(code)) throw ShopError.notFound(promotionMessage("trade_in_bonus_not_in_cart"))
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({ entity: "cart", fields: ["id", "completed_at"], filters: { id: req.params.id } })
  if (!carts[0] || carts[0].completed_at) throw ShopError.notFound(checkoutMessage("cart_not_found"))
  await removeTradeInWorkflow(req.scope).run({ input: { cart_id: req.params.id, code } })
  res.json({ trade_in: null })
}
