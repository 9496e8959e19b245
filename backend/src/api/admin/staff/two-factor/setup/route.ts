import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { StaffTwoFactorSetupResponse } from "@electroshop/contracts/staff"
import { otpauthUri, qrSvg } from "../../../../../lib/staff/two-factor"
import { startTwoFactorSetupWorkflow } from "../../../../../workflows/staff/two-factor"

/**
 * POST /admin/staff/two-factor/setup → { secret, otpauth_uri, qr_svg }: a new secret for the signed-in
 * user's authenticator app, in force once POST …/enable confirms it with a code. Answered once and
 * never again (stored encrypted): the answer is not to be cached.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<StaffTwoFactorSetupResponse>) {
  const userId = req.auth_context.actor_id
  const { result: secret } = await startTwoFactorSetupWorkflow(req.scope).run({ input: { user_id: userId } })
  const user = await req.scope.resolve(Modules.USER).retrieveUser(userId)
  const uri = otpauthUri(secret, user.email)
  res.setHeader("Cache-Control", "no-store")
  res.json({ secret, otpauth_uri: uri, qr_svg: await qrSvg(uri) })
}
