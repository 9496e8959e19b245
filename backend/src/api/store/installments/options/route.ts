import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreInstallmentOptions } from "@electroshop/contracts/installment"
import { installmentOptions } from "../../../../lib/installment/options"
import { shopVariant } from "../../../../lib/shop/variant"

/** `GET /store/installments/options?amount=` — the spec's "installment data" and "best installment options" in one answer. */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreInstallmentOptions>) {
  const { amount } = req.validatedQuery as { amount: number }
  const options = await installmentOptions(req.scope, amount)
  res.json({ amount, currency_code: shopVariant().currencyCode, options, best: options[0] ?? null })
}
