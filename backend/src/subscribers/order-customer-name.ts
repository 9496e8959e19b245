import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"

/**
 * A guest checkout creates a customer with the e-mail only. The admin's order
 * view then names the customer after the shipping address, so an order
 * delivered to someone else showed the recipient as the customer. The
 * customer who ordered is the billing person: a customer without a name gets
 * the billing name of their first order. A name the customer already has
 * (an account, an earlier order) is kept.
 */
export default async function nameGuestCustomer({ event, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({
    entity: "order",
    fields: ["id", "customer.id", "customer.first_name", "customer.last_name", "billing_address.first_name", "billing_address.last_name"],
    filters: { id: event.data.id },
  })
  const customer = order?.customer
  const billing = order?.billing_address
  if (!customer || customer.first_name || customer.last_name || !billing?.first_name) return
  await updateCustomersWorkflow(container).run({
    input: {
      selector: { id: customer.id },
      update: { first_name: billing.first_name, last_name: billing.last_name ?? null },
    },
  })
}

export const config: SubscriberConfig = { event: "order.placed" }
