import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { InstallmentPaymentStart, InstallmentPaymentState } from "@electroshop/contracts/payment"
import { installmentPaymentState, startInstallmentPayment } from "../../../../lib/payment/installment-payment"

/** The order's installment application as the partner tells it now → InstallmentPaymentState. */
export async function GET(req: MedusaRequest, res: MedusaResponse<InstallmentPaymentState>) {
  res.setHeader("Cache-Control", "private, no-store")
  res.json(await installmentPaymentState(req.scope, req.params.order_id))
}

/** A partner application of the unpaid installment order → InstallmentPaymentStart; the shopper goes to its redirect_url. */
export async function POST(req: MedusaRequest, res: MedusaResponse<InstallmentPaymentStart>) {
  res.setHeader("Cache-Control", "private, no-store")
  res.json(await startInstallmentPayment(req.scope, req.params.order_id))
}
