import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminInviteStaffMember, AdminStaffInviteResponse } from "@electroshop/contracts/staff"
import { inviteStaffMemberWorkflow } from "../../../../workflows/staff/invite-staff-member"
import { staffInvite } from "../members"

/**
 * POST /admin/staff/invites { email, roles } → 201 { invite }: Medusa's invitation (its e-mail and
 * its accept link as Settings → Users sends them), naming the roles the colleague holds once they
 * accept; only roles the inviter holds.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminInviteStaffMember>, res: MedusaResponse<AdminStaffInviteResponse>) {
  const { result: invite } = await inviteStaffMemberWorkflow(req.scope).run({ input: { ...req.validatedBody, invited_by: req.auth_context.actor_id } })
  res.status(201).json({ invite: staffInvite(invite) })
}
