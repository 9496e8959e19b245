import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sendMail } from "../lib/buyout/mail"
import { ORDER_MAIL_FIELDS, orderConfirmationEmail, type MailOrder } from "../lib/order/confirmation-mail"

/** E-mails the order confirmation to the customer once the order is placed. */
export default async function orderPlacedHandler({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({ entity: "order", fields: ORDER_MAIL_FIELDS, filters: { id: data.id } })
  if (!order?.email) {
    logger.warn(`Order ${data.id} has no e-mail address; no confirmation sent.`)
    return
  }
  // A failed e-mail must not undo the order; it is logged for staff to resend by hand.
  try {
    await sendMail(orderConfirmationEmail(order as unknown as MailOrder), logger)
  } catch (error) {
    logger.error(`Order confirmation e-mail for order ${data.id} failed: ${(error as Error).message}`)
  }
}

export const config: SubscriberConfig = { event: "order.placed" }
