import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { InstallmentPaymentState } from "@electroshop/contracts/payment"
import { installmentPaymentState, markInstallmentSent } from "../../../../lib/payment/installment-payment"

/** The order's installment application state (asks the partner). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<InstallmentPaymentState>) {
  res.json(await installmentPaymentState(req.scope, req.params.order_id))
}

/** `{ status: "sent" }` finalises the loan with the partner and captures the payment (a repeat changes nothing). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<InstallmentPaymentState>) {
  res.json(await markInstallmentSent(req.scope, req.params.order_id, req.auth_context?.actor_id))
}
