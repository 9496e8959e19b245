import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminOrderWithdrawalsResponse } from "@electroshop/contracts/withdrawal"
import { adminOrderWithdrawals } from "../../../../../lib/withdrawal/withdrawal-queries"

/** The order's withdrawals: what goes back, how, where, its state, the refund account masked. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminOrderWithdrawalsResponse>) {
  res.json({ withdrawals: await adminOrderWithdrawals(req.scope, req.params.id!) })
}
