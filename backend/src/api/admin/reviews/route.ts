import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminListReviewsSchema, AdminReviewList } from "@electroshop/contracts/review"
import type { z } from "@medusajs/framework/zod"
import { listAdminReviews } from "../../../modules/review/queries"

/** `?product_id&rating&state&limit&offset` → `{ reviews, count, limit, offset }`, newest first. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminListReviewsSchema>>, res: MedusaResponse<AdminReviewList>) {
  const { limit, offset, ...filters } = req.validatedQuery
  const defined = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined))
  res.json({ ...(await listAdminReviews(req.scope, defined, { limit, offset })), limit, offset })
}
