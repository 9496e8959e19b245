import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { CardPaymentStart, CardPaymentState, StoreStartCardPaymentSchema } from "@electroshop/contracts/payment"
import { cardPaymentState, startCardPayment } from "../../../../lib/payment/card-payment"

/** The order's card payment as the gateway tells it now (a PAID one is captured once) → CardPaymentState. */
export async function GET(req: MedusaRequest, res: MedusaResponse<CardPaymentState>) {
  res.setHeader("Cache-Control", "private, no-store")
  res.json(await cardPaymentState(req.scope, req.params.order_id))
}

/** `{ method }` → a gateway payment of the unpaid order → CardPaymentStart; the shopper goes to its redirect_url. */
export async function POST(req: MedusaRequest<z.infer<typeof StoreStartCardPaymentSchema>>, res: MedusaResponse<CardPaymentStart>) {
  res.setHeader("Cache-Control", "private, no-store")
  res.json(await startCardPayment(req.scope, req.params.order_id, req.validatedBody.method))
}
