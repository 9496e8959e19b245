import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { removeCartLineWorkflow, updateCartLineWorkflow } from "../../../../../../workflows/item-extra"

/**
 * Medusa's line-item routes (same answers), with a device's warranty
 * extension and insurance following it: its quantity when it changes, and
 * out of the cart when it is removed (workflows/item-extra). An extra's
 * own quantity is refused.
 */
export const POST = async (
  req: MedusaRequest<HttpTypes.StoreUpdateCartLineItem, HttpTypes.SelectParams>,
  // Quantity 0 removes the line: the deletion's answer.
  res: MedusaResponse<HttpTypes.StoreCartResponse | HttpTypes.StoreLineItemDeleteResponse>,
) => {
  if (req.validatedBody.quantity === 0) return DELETE(req, res)
  await updateCartLineWorkflow(req.scope).run({ input: { cart_id: req.params.id, line_id: req.params.line_id, update: req.validatedBody } })
  res.status(200).json({ cart: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}

export const DELETE = async (req: MedusaRequest<unknown, HttpTypes.SelectParams>, res: MedusaResponse<HttpTypes.StoreLineItemDeleteResponse>) => {
  await removeCartLineWorkflow(req.scope).run({ input: { cart_id: req.params.id, line_id: req.params.line_id } })
  res
    .status(200)
    .json({ id: req.params.line_id, object: "line-item", deleted: true, parent: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}
