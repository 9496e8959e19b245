import { createInvitesWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { knownStaffRoles, type StaffRole } from "@electroshop/contracts/staff"
import { checkInvitableStep } from "./steps/check-invitable"
import { checkStaffGrantStep } from "./steps/check-staff-grant"

export type StaffInviteInput = { email: string; roles: StaffRole[]; invited_by: string }

/**
 * A colleague invited with the roles they will hold (issue 34): only roles the inviter holds, to an
 * e-mail not yet on the staff. Medusa's invitation carries the roles in its metadata; they are given
 * when the colleague accepts (subscribers/staff-invite-accepted.ts).
 */
export const inviteStaffMemberWorkflow = createWorkflow("staff-invite-member", (input: StaffInviteInput) => {
  checkStaffGrantStep(transform({ input }, ({ input }) => ({ roles: input.roles, granted_by: input.invited_by })))
  checkInvitableStep(transform({ input }, ({ input }) => ({ email: input.email })))
  const invites = createInvitesWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      invites: [{ email: input.email, metadata: { staff_roles: input.roles, invited_by: input.invited_by } }],
    })),
  })
  return new WorkflowResponse(transform({ invites }, ({ invites }) => invites[0]))
})

/** The roles an invitation's metadata names; none for one made in Medusa's Settings → Users. */
export function invitedRoles(metadata: unknown): StaffRole[] {
  const roles = (metadata as { staff_roles?: unknown } | null)?.staff_roles
  return Array.isArray(roles) ? knownStaffRoles(roles.filter((r): r is string => typeof r === "string")) : []
}
