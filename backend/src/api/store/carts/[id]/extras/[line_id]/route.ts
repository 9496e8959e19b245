import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreCartExtras } from "@electroshop/contracts/item-extra"
import { ShopError } from "../../../../../../lib/http/errors"
import { cartExtras, cartLines, extraOf } from "../../../../../../lib/item-extra/cart-extras"
import { itemExtraMessage } from "../../../../../../lib/item-extra/messages"
import { removeCartLineWorkflow } from "../../../../../../workflows/item-extra"

/** Takes a warranty extension or an insurance off its device (only an extra's line: a device goes through the cart's line items). */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<StoreCartExtras>) {
  const line = (await cartLines(req.scope, req.params.id)).find((l) => l.id === req.params.line_id)
  if (!line || !extraOf(line)) throw ShopError.notFound(itemExtraMessage("line_not_found"))
  await removeCartLineWorkflow(req.scope).run({ input: { cart_id: req.params.id, line_id: line.id } })
  res.json(await cartExtras(req.scope, req.params.id))
}
