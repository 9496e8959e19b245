import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminReview, ReviewState } from "@electroshop/contracts/review"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { adminReview } from "../../lib/review/serialize"

// The product's title comes through the read-only link review → product (src/links/review-product.ts).
const FIELDS = ["*", "product.id", "product.title", "product.handle"]

type QueryContainer = Pick<MedusaContainer, "resolve">

type Filters = { id?: string; product_id?: string; rating?: number; state?: ReviewState }

/** The admin grid: newest first, filtered by product, rating and state. */
export async function listAdminReviews(container: QueryContainer, filters: Filters, page: { limit: number; offset: number }) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: FIELDS,
    filters,
    pagination: { take: page.limit, skip: page.offset, order: { created_at: "DESC" } },
  })
  return { reviews: data.map(adminReview), count: metadata?.count ?? data.length }
}

export async function getAdminReview(container: QueryContainer, id: string): Promise<AdminReview | undefined> {
  return (await listAdminReviews(container, { id }, { limit: 1, offset: 0 })).reviews[0]
}

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
