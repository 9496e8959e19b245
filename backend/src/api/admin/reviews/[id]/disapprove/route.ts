import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeReview } from "../../respond"

/** disapprove: the review is hidden (again) → `{ review }`. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await changeReview(req, res, { state: "disapproved" })
}
