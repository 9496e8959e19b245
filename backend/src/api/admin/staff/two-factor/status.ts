import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { StaffTwoFactorStatus } from "@electroshop/contracts/staff"
import { twoFactorStatus } from "../../../../lib/staff/two-factor"
import { STAFF_MODULE, type StaffModuleService } from "../../../../modules/staff"

/** The signed-in user's two-factor sign-in as they see it. */
export async function ownTwoFactorStatus(req: AuthenticatedMedusaRequest): Promise<StaffTwoFactorStatus> {
  return twoFactorStatus(await req.scope.resolve<StaffModuleService>(STAFF_MODULE).accessOf(req.auth_context.actor_id))
}
