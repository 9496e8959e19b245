import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminStaffMemberResponse, AdminUpdateStaffMember } from "@electroshop/contracts/staff"
import { ShopError } from "../../../../lib/http/errors"
import { t } from "../../../../lib/shop/messages"
import { updateStaffMemberWorkflow } from "../../../../workflows/staff/update-staff-member"
import { staffMembers } from "../members"

/**
 * POST /admin/staff/:user_id { roles?, active? } → { staff_member }: the roles replaced (only roles
 * the signed-in user holds can be given), the account deactivated or active again. A deactivated
 * user's session and tokens are refused from their next request (api/admin/staff/guard.ts).
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateStaffMember>, res: MedusaResponse<AdminStaffMemberResponse>) {
  const userId = req.params.user_id
  if (!(await staffMembers(req.scope, [userId])).length) throw ShopError.notFound(t("staff_user_not_found"))
  await updateStaffMemberWorkflow(req.scope).run({ input: { ...req.validatedBody, user_id: userId, granted_by: req.auth_context.actor_id } })
  const [member] = await staffMembers(req.scope, [userId])
  res.json({ staff_member: member })
}
