import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminRefundAccountResponse } from "@electroshop/contracts/withdrawal"
import { revealRefundAccount } from "../../../../../../../lib/withdrawal/withdrawal-queries"

/**
 * The withdrawal's refund account in full, to refund to by bank transfer: `order:reveal_refund_account` only
 * (api/admin/staff/route-permissions.ts), every call kept in the staff audit log (audited-routes.ts). Never cached.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminRefundAccountResponse>) {
  res.setHeader("cache-control", "no-store")
  res.json({ refund_account: await revealRefundAccount(req.scope, req.params.id!, req.params.return_id!) })
}
