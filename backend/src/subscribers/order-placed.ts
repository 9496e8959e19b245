import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { numberOrderWorkflow } from "../workflows/order-number"
import { sendEmail } from "../lib/mail/send-email"
import { ORDER_MAIL_FIELDS, orderConfirmationEmail, type MailOrder } from "../lib/order/confirmation-mail"

/**
 * Numbers the placed order and e-mails the order confirmation to the customer.
 * A failed e-mail does not undo the order: it is logged, and the failed
 * notification (Medusa's `notification` table) is there for staff to resend.
 */
export default async function orderPlacedHandler({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  // The number the e-mail gives: the complete route has usually given it already, not for an order placed otherwise (a draft).
  await numberOrderWorkflow(container).run({ input: { order_id: data.id } })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({ entity: "order", fields: ORDER_MAIL_FIELDS, filters: { id: data.id } })
  if (!order?.email) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Order ${data.id} has no e-mail address; no confirmation sent.`)
    return
  }
  await sendEmail(container, await orderConfirmationEmail(order as unknown as MailOrder), {
    template: "order-confirmation",
    resource_type: "order",
    resource_id: data.id,
  })
}

export const config: SubscriberConfig = { event: "order.placed" }
