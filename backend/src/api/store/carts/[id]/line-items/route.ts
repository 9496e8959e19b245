import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { StoreAddLineInstallmentSchema } from "@electroshop/contracts/installment"
import { addCartLineWorkflow } from "../../../../../workflows/item-extra"
import { parseOr400 } from "../../../../../lib/http/validation"

type Body = { variant_id: string; quantity: number; metadata?: Record<string, unknown> | null; additional_data?: Record<string, unknown> }

/**
 * Medusa's add-to-cart route (same answer): a device added again joins its
 * line, and that line's warranty extension and insurance follow the new
 * quantity (workflows/item-extra). `installment_id` (the specification's
 * add-product payload; Medusa's validation leaves it out of the validated
 * body) adds the product on that installment barem.
 */
export const POST = async (req: MedusaRequest<Body> & { queryConfig: { fields: string[] } }, res: MedusaResponse) => {
  const { additional_data, ...item } = req.validatedBody
  const { installment_id } = parseOr400(StoreAddLineInstallmentSchema, req.body)
  await addCartLineWorkflow(req.scope).run({ input: { cart_id: req.params.id, item, installment_id, additional_data } })
  res.status(200).json({ cart: await refetchCart(req.params.id, req.scope, req.queryConfig.fields) })
}
