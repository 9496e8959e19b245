import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminStaffMemberResponse } from "@electroshop/contracts/staff"
import { ShopError } from "../../../../../../lib/http/errors"
import { t } from "../../../../../../lib/shop/messages"
import { resetTwoFactorWorkflow } from "../../../../../../workflows/staff/two-factor"
import { staffMembers } from "../../../members"

/**
 * POST /admin/staff/:user_id/two-factor/reset {} → { staff_member }: a colleague who lost their
 * authenticator app and their recovery codes signs in with their password again, and sets a new
 * second factor up (at once where their roles require one). Administrators only (staff:write), kept
 * in the audit log.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminStaffMemberResponse>) {
  const userId = req.params.user_id
  if (!(await staffMembers(req.scope, [userId])).length) throw ShopError.notFound(t("staff_user_not_found"))
  await resetTwoFactorWorkflow(req.scope).run({ input: { user_id: userId } })
  const [member] = await staffMembers(req.scope, [userId])
  res.json({ staff_member: member })
}
