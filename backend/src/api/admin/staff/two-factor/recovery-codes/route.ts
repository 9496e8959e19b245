import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StaffRecoveryCodesResponse, StaffTwoFactorCode } from "@electroshop/contracts/staff"
import { renewRecoveryCodesWorkflow } from "../../../../../workflows/staff/two-factor"

/** POST /admin/staff/two-factor/recovery-codes { code } → { recovery_codes }: ten new ones replace the old, with a code from the app. */
export async function POST(req: AuthenticatedMedusaRequest<StaffTwoFactorCode>, res: MedusaResponse<StaffRecoveryCodesResponse>) {
  const { result } = await renewRecoveryCodesWorkflow(req.scope).run({ input: { user_id: req.auth_context.actor_id, code: req.validatedBody.code } })
  res.setHeader("Cache-Control", "no-store")
  res.json({ recovery_codes: result })
}
