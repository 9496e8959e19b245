import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminReviewResponse, AdminUpdateReviewSchema } from "@electroshop/contracts/review"
import { changeReview } from "../respond"

/** update: staff correct the review's texts `{ text?, pros?, cons? }` → `{ review }`. */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof AdminUpdateReviewSchema>>, res: MedusaResponse<AdminReviewResponse>) {
  await changeReview(req, res, req.validatedBody)
}
