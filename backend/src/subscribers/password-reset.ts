import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { passwordResetEmail } from "../lib/account/mail"
import { sendEmail } from "../lib/mail/send-email"

type PasswordReset = { entity_id: string; token: string; actor_type: string }

/**
 * Medusa's reset flow (`POST /auth/customer/emailpass/reset-password`) emits
 * the token; the customer gets it as a link to the storefront. Staff resets
 * are not the shop's e-mails.
 */
export default async function passwordReset({ event: { data }, container }: SubscriberArgs<PasswordReset>) {
  if (data.actor_type !== "customer") return
  await sendEmail(container, passwordResetEmail(data.entity_id, data.token), {
    template: "password-reset",
    resource_type: "auth_identity",
    resource_id: data.entity_id,
    once_per: data.token.slice(-24),
  })
}

export const config: SubscriberConfig = { event: "auth.password_reset" }
