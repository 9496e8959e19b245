import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import type { StoreSetLinePayment, StoreSetLinePaymentResponse } from "@electroshop/contracts/installment"
import { setLinePaymentWorkflow } from "../../../../../../workflows/line-payment"

/**
 * `POST /store/carts/:id/line-payments/:line_id` `{ kind, barem_id?, arrange_type? }`
 * — how the shopper pays this line → `{ cart }` (the line's `metadata.payment_choice`).
 */
export async function POST(req: MedusaRequest<StoreSetLinePayment>, res: MedusaResponse<StoreSetLinePaymentResponse>) {
  await setLinePaymentWorkflow(req.scope).run({ input: { ...req.validatedBody, cart_id: req.params.id, line_id: req.params.line_id } })
  res.json({ cart: await refetchCart(req.params.id, req.scope, ["id", "items.id", "items.metadata"]) })
}
