import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ReviewUserData } from "@electroshop/contracts/review"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ShopError } from "../../../../../lib/http/errors"
import { boughtProductIds, profileFullName } from "../../../../../modules/review/queries"
import { reviewMessage } from "../../../../../lib/review/messages"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../../../modules/review"

/** user-data-for-product-review: the name the review form shows and whether this customer may review the product (by handle). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<ReviewUserData>) {
  const customerId = req.auth_context.actor_id
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { handle: req.params.handle } })
  if (!data[0]) throw ShopError.notFound(reviewMessage("product_not_found"))
  const productId = data[0].id
  const reviews = req.scope.resolve<ReviewModuleService>(REVIEW_MODULE)
  const [fullName, bought, [existing]] = await Promise.all([
    profileFullName(req.scope, customerId),
    boughtProductIds(req.scope, customerId),
    reviews.listReviews({ customer_id: customerId, product_id: productId }, { take: 1 }),
  ])
  const body: ReviewUserData = {
    product_id: productId,
    full_name: fullName,
    bought: bought.has(productId),
    already_reviewed: Boolean(existing),
    eligible: bought.has(productId) && !existing,
  }
  res.json(body)
}
