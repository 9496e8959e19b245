import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdditionalData, HttpTypes } from "@medusajs/framework/types"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { addCartLineWorkflow } from "../../../../../workflows/item-extra"
import type { AddLineRequest } from "../../middlewares"

/**
 * Medusa's add-to-cart route (same answer): a device added again joins its
 * line, and that line's warranty extension and insurance follow the new
 * quantity (workflows/item-extra). `installment_id` (the specification's
 * add-product payload, taken out of the body by the carts' middlewares) adds
 * the product on that installment barem.
 */
export const POST = async (
  req: MedusaRequest<HttpTypes.StoreAddCartLineItem & AdditionalData, HttpTypes.SelectParams> & AddLineRequest,
  res: MedusaResponse<HttpTypes.StoreCartResponse>,
) => {
  const { additional_data, ...item } = req.validatedBody
  await addCartLineWorkflow(req.scope).run({ input: { cart_id: req.params.id, item, installment_id: req.installmentId, additional_data } })
  res.status(200).json({ cart: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}
