import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { InviteWorkflowEvents, Modules } from "@medusajs/framework/utils"
import { sendEmail } from "../lib/mail/send-email"
import { staffInviteEmail } from "../lib/staff/mail"

/**
 * E-mails a colleague their invitation to the admin, made in Settings → Staff or Medusa's Settings →
 * Users, and again when it is resent (a new token): Medusa itself sends none.
 */
export default async function staffInviteCreated({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const invite = await container.resolve(Modules.USER).retrieveInvite(data.id)
  await sendEmail(container, staffInviteEmail(invite.email, invite.token, new Date(invite.expires_at)), {
    template: "staff-invite",
    resource_type: "invite",
    resource_id: invite.id,
    once_per: `${invite.id}:${invite.token}`,
  })
}

export const config: SubscriberConfig = { event: [InviteWorkflowEvents.CREATED, InviteWorkflowEvents.RESENT] }
