import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminReview, ReviewState } from "@electroshop/contracts/review"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { adminReview } from "../../lib/review/serialize"

// The product's title comes through the read-only link review → product (src/links/review-product.ts).
const FIELDS = ["*", "product.id", "product.title", "product.handle"]

type Filters = { id?: string; product_id?: string; rating?: number; state?: ReviewState }

/** The admin grid: newest first, filtered by product, rating and state. */
export async function listAdminReviews(container: Pick<MedusaContainer, "resolve">, filters: Filters, page: { limit: number; offset: number }) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "review",
    fields: FIELDS,
    filters,
    pagination: { take: page.limit, skip: page.offset, order: { created_at: "DESC" } },
  })
  return { reviews: data.map(adminReview), count: metadata?.count ?? data.length }
}

export async function getAdminReview(container: Pick<MedusaContainer, "resolve">, id: string): Promise<AdminReview | undefined> {
  return (await listAdminReviews(container, { id }, { limit: 1, offset: 0 })).reviews[0]
}
