import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminWithdrawalRefundResponse } from "@electroshop/contracts/withdrawal"
import { withdrawalRefusal } from "../../../../../../../lib/withdrawal/messages"
import { adminOrderWithdrawals } from "../../../../../../../lib/withdrawal/withdrawal-queries"
import { refundWithdrawalWorkflow } from "../../../../../../../workflows/withdrawal"

/**
 * Refunds the withdrawal (its goods received and credited): `payment:write`, above the refund limit with a
 * supervisor's approval (api/admin/staff/supervisor-check.ts), kept in the staff audit log as every refund.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminWithdrawalRefundResponse>) {
  const { id: order_id, return_id } = req.params as { id: string; return_id: string }
  await refundWithdrawalWorkflow(req.scope).run({ input: { order_id, return_id, actor_id: req.auth_context?.actor_id } })
  const withdrawal = (await adminOrderWithdrawals(req.scope, order_id)).find((w) => w.id === return_id)
  if (!withdrawal) throw withdrawalRefusal(404, "withdrawal_not_found")
  res.json({ withdrawal })
}
