import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StaffTwoFactorCode, StaffTwoFactorStatus } from "@electroshop/contracts/staff"
import { disableTwoFactorWorkflow } from "../../../../../workflows/staff/two-factor"
import { ownTwoFactorStatus } from "../status"

/** POST /admin/staff/two-factor/disable { code } → the status: off, with a code from the app; refused (400 at `code`) where the roles require it. */
export async function POST(req: AuthenticatedMedusaRequest<StaffTwoFactorCode>, res: MedusaResponse<StaffTwoFactorStatus>) {
  await disableTwoFactorWorkflow(req.scope).run({ input: { user_id: req.auth_context.actor_id, code: req.validatedBody.code } })
  res.json(await ownTwoFactorStatus(req))
}
