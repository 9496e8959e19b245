import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { Modules } from "@medusajs/framework/utils"
import { verificationEmail } from "../lib/account/mail"
import { verificationToken } from "../lib/account/verification-token"
import { sendEmail } from "../lib/mail/send-email"
import { AccountEvents } from "../workflows/account/events"

/** Sends the new customer the link that verifies the address; again (one e-mail per request) when an unverified customer asks for it. */
export default async function accountRegistered({ event: { data }, container }: SubscriberArgs<{ id: string; requested_at?: string }>) {
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(data.id)
  await sendEmail(container, verificationEmail(customer.email, verificationToken(container, customer.id, customer.email)), {
    template: "account-verification",
    resource_type: "customer",
    resource_id: customer.id,
    ...(data.requested_at ? { once_per: `${customer.id}:${data.requested_at}` } : {}),
  })
}

export const config: SubscriberConfig = { event: [AccountEvents.REGISTERED, AccountEvents.VERIFICATION_REQUESTED] }
