import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminReviewResponse } from "@electroshop/contracts/review"
import { changeReview } from "../../respond"

/** approve: the review becomes public → `{ review }`. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminReviewResponse>) {
  await changeReview(req, res, { state: "approved" })
}
