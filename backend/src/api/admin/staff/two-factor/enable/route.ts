import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StaffRecoveryCodesResponse, StaffTwoFactorCode } from "@electroshop/contracts/staff"
import { enableTwoFactorWorkflow } from "../../../../../workflows/staff/two-factor"

/** POST /admin/staff/two-factor/enable { code } → { recovery_codes }: on, once a code from the new secret is right (400 at `code` else). */
export async function POST(req: AuthenticatedMedusaRequest<StaffTwoFactorCode>, res: MedusaResponse<StaffRecoveryCodesResponse>) {
  const { result } = await enableTwoFactorWorkflow(req.scope).run({ input: { user_id: req.auth_context.actor_id, code: req.validatedBody.code } })
  res.setHeader("Cache-Control", "no-store")
  res.json({ recovery_codes: result })
}
