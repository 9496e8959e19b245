import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StaffMeResponse } from "@electroshop/contracts/staff"
import { twoFactorStatus } from "../../../../lib/staff/two-factor"
import { STAFF_MODULE, type StaffModuleService } from "../../../../modules/staff"
import { ALL_PERMISSIONS, permissionsOf } from "../../../../modules/staff/policies"

/** GET /admin/staff/me → the signed-in user's roles, permissions and two-factor sign-in: the admin shows each user only what they may do. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<StaffMeResponse>) {
  const { actor_id, actor_type } = req.auth_context
  if (actor_type === "api-key") {
    res.json({
      user_id: actor_id,
      roles: [],
      permissions: [...ALL_PERMISSIONS],
      two_factor: { enabled: false, required: false, due_at: null, recovery_codes_left: 0 },
    })
    return
  }
  const access = await req.scope.resolve<StaffModuleService>(STAFF_MODULE).accessOf(actor_id)
  res.json({ user_id: actor_id, roles: access.roles, permissions: permissionsOf(access.roles), two_factor: twoFactorStatus(access) })
}
