import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminReviewResponse } from "@electroshop/contracts/review"
import { getAdminReview } from "../../../modules/review/queries"
import { updateReviewWorkflow } from "../../../workflows/review"
import type { ReviewChanges } from "../../../workflows/review/steps/review"

/** Applies staff changes to the review `:id` and answers `{ review }` as the grid shows it. */
export async function changeReview(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminReviewResponse>, changes: ReviewChanges) {
  await updateReviewWorkflow(req.scope).run({ input: { id: req.params.id, changes } })
  // The workflow has just found the review (404 otherwise).
  res.json({ review: (await getAdminReview(req.scope, req.params.id))! })
}
