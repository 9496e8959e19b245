import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

type QueryContainer = Pick<MedusaContainer, "resolve">

/** Products in the customer's orders that were not cancelled: those are the ones the customer may review. */
export async function boughtProductIds(container: QueryContainer, customerId: string): Promise<Set<string>> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "status", "items.product_id"],
    filters: { customer_id: customerId },
  })
  const ids = new Set<string>()
  for (const order of data as { status: string; items?: { product_id: string | null }[] }[]) {
    if (order.status === "canceled") continue
    for (const item of order.items ?? []) if (item.product_id) ids.add(item.product_id)
  }
  return ids
}

/** "First Last" from the customer's profile, or null when either part is missing. */
export async function profileFullName(container: QueryContainer, customerId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["first_name", "last_name"], filters: { id: customerId } })
  const first = data[0]?.first_name?.trim()
  const last = data[0]?.last_name?.trim()
  return first && last ? `${first} ${last}` : null
}
