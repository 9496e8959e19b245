import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ReviewHelpfulResponse } from "@electroshop/contracts/review"
import { voteReviewHelpfulWorkflow } from "../../../../../workflows/review"

/** The signed-in shopper finds an approved review helpful → `{ helpful_count, counted }` (counted false for a repeated vote). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<ReviewHelpfulResponse>) {
  const { result } = await voteReviewHelpfulWorkflow(req.scope).run({
    input: { review_id: req.params.id, customer_id: req.auth_context.actor_id },
  })
  res.json(result)
}
