import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreCartLinePayments } from "@electroshop/contracts/installment"
import { cartLinePayments } from "../../../../../lib/installment/line-payment"

/** `GET /store/carts/:id/line-payments` — per line, the installment and lease barems it can be paid on. */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreCartLinePayments>) {
  res.json(await cartLinePayments(req.scope, req.params.id))
}
