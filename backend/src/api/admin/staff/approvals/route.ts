import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { AdminSupervisorApproval, AdminSupervisorApprovalResponse } from "@electroshop/contracts/staff"
import { ShopError } from "../../../../lib/http/errors"
import { t } from "../../../../lib/shop/messages"
import { STAFF_MODULE, type StaffModuleService } from "../../../../modules/staff"
import { approvalToken } from "../supervisor-approval"

/**
 * POST /admin/staff/approvals { email, password } → { approval, approver_email, expires_at }: a
 * supervisor, at a colleague's screen, signs in to approve what the colleague may not do alone
 * (supervisor-check.ts). The approval works for that colleague only, for a few minutes; wrong
 * credentials are field errors, counted against the colleague (middlewares.ts).
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminSupervisorApproval>, res: MedusaResponse<AdminSupervisorApprovalResponse>) {
  const { email, password } = req.validatedBody
  const signIn = await req.scope.resolve(Modules.AUTH).authenticate("emailpass", { body: { email, password } })
  const approverId = signIn.success ? (signIn.authIdentity?.app_metadata?.user_id as string | undefined) : undefined
  if (!approverId) throw ShopError.validation({ password: [t("staff_approver_wrong_credentials")] }, { error_codes: { password: "wrong_credentials" } })
  if (!(await req.scope.resolve<StaffModuleService>(STAFF_MODULE).may(approverId, "supervisor:approve"))) {
    throw ShopError.validation({ email: [t("staff_approver_not_supervisor")] }, { error_codes: { email: "not_supervisor" } })
  }
  const { token, expires } = approvalToken(req.scope, approverId, req.auth_context.actor_id)
  res.json({ approval: token, approver_email: email, expires_at: expires.toISOString() })
}
