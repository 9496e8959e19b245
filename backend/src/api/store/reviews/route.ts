import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PublicReviewList, StoreCreateReview, StoreListReviewsSchema, StoreReviewCreated } from "@electroshop/contracts/review"
import type { z } from "@medusajs/framework/zod"
import { publicReview } from "../../../lib/review/serialize"
import { REVIEW_MODULE, type ReviewModuleService } from "../../../modules/review"
import { createReviewWorkflow } from "../../../workflows/review"

const ORDER = { newest: { created_at: "DESC" }, helpful: { helpful_count: "DESC", created_at: "DESC" } } as const

/** `?product_id=&sort=newest|helpful&limit&offset` → the product's approved reviews with their average and count. */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreListReviewsSchema>>, res: MedusaResponse<PublicReviewList>) {
  const { product_id, sort, limit, offset } = req.validatedQuery
  const reviews = req.scope.resolve<ReviewModuleService>(REVIEW_MODULE)
  const [[rows], summary] = await Promise.all([
    reviews.listAndCountReviews({ product_id, state: "approved" }, { take: limit, skip: offset, order: ORDER[sort] }),
    reviews.summarizeApproved(product_id),
  ])
  res.json({ reviews: rows.map(publicReview), count: summary.count, average_rating: summary.average_rating, limit, offset })
}

/** The signed-in customer's review of a bought product → 201 `{ review }` (pending until staff approve it). */
export async function POST(req: AuthenticatedMedusaRequest<StoreCreateReview>, res: MedusaResponse<StoreReviewCreated>) {
  const { result } = await createReviewWorkflow(req.scope).run({
    input: { ...req.validatedBody, customer_id: req.auth_context.actor_id },
  })
  res.status(201).json({ review: { ...publicReview(result), state: result.state } })
}
