import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { Modules, UserWorkflowEvents } from "@medusajs/framework/utils"
import { invitedRoles } from "../workflows/staff/invite-staff-member"
import { updateStaffMemberWorkflow } from "../workflows/staff/update-staff-member"

/**
 * A colleague who accepted an invitation made with roles (workflows/staff/invite-staff-member.ts)
 * holds them from then on. Medusa's accept-invite workflow has no hook and deletes the invitation
 * (softly) as it creates the user, so the roles are read from that deleted invitation by e-mail.
 * The grant was checked when the invitation was made.
 */
export default async function staffInviteAccepted({ event: { data }, container }: SubscriberArgs<{ id: string } | { id: string }[]>) {
  const users = container.resolve(Modules.USER)
  for (const { id } of Array.isArray(data) ? data : [data]) {
    const user = await users.retrieveUser(id)
    const [invite] = await users.listInvites({ email: user.email }, { withDeleted: true, order: { created_at: "DESC" }, take: 1 })
    const roles = invitedRoles(invite?.metadata)
    if (roles.length) await updateStaffMemberWorkflow(container).run({ input: { user_id: id, roles } })
  }
}

export const config: SubscriberConfig = { event: UserWorkflowEvents.CREATED }
