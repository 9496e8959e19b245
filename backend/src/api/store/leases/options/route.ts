import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreLeaseOptions } from "@electroshop/contracts/installment"
import { leaseOptions } from "../../../../lib/installment/options"
import { shopVariant } from "../../../../lib/shop/variant"

/** `GET /store/leases/options?amount=` — the specification's lease info of a product (its price) and its time-limited lease offers. */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreLeaseOptions>) {
  const { amount } = req.validatedQuery as { amount: number }
  res.json({ amount, currency_code: shopVariant().currencyCode, options: await leaseOptions(req.scope, amount) })
}
