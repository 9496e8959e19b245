import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { removeCartLineWorkflow, updateCartLineWorkflow } from "../../../../../../workflows/item-extra"

/**
 * Medusa's line-item routes (same answers), with a device's warranty
 * extension and insurance following it: its quantity when it changes, and
 * out of the cart when it is removed (workflows/item-extra). An extra's
 * own quantity is refused.
 */
type Req = MedusaRequest<{ quantity: number; metadata?: Record<string, unknown> | null }> & { queryConfig: { fields: string[] } }

export const POST = async (req: Req, res: MedusaResponse) => {
  if (req.validatedBody.quantity === 0) return DELETE(req, res)
  await updateCartLineWorkflow(req.scope).run({ input: { cart_id: req.params.id, line_id: req.params.line_id, update: req.validatedBody } })
  res.status(200).json({ cart: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}

export const DELETE = async (req: Req, res: MedusaResponse) => {
  await removeCartLineWorkflow(req.scope).run({ input: { cart_id: req.params.id, line_id: req.params.line_id } })
  res
    .status(200)
    .json({ id: req.params.line_id, object: "line-item", deleted: true, parent: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}
