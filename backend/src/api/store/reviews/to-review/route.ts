import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ProductToReview, ProductsToReviewResponse } from "@electroshop/contracts/review"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { boughtProductIds } from "../../../../modules/review/queries"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../../modules/review"

/** products-from-orders-to-review: the customer's bought products without a review of theirs yet. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<ProductsToReviewResponse>) {
  const customerId = req.auth_context.actor_id
  const reviews = req.scope.resolve<ReviewModuleService>(REVIEW_MODULE)
  const [bought, written] = await Promise.all([
    boughtProductIds(req.scope, customerId),
    reviews.listReviews({ customer_id: customerId }, { select: ["product_id"] }),
  ])
  const reviewed = new Set(written.map((r) => r.product_id))
  const ids = [...bought].filter((id) => !reviewed.has(id))
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = ids.length ? await query.graph({ entity: "product", fields: ["id", "title", "handle", "thumbnail"], filters: { id: ids } }) : { data: [] }
  const products: ProductToReview[] = data.map((p) => ({ id: p.id, title: p.title, handle: p.handle, thumbnail: p.thumbnail ?? null }))
  res.json({ products })
}
