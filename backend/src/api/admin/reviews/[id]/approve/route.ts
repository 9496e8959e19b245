import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeReview } from "../../respond"

/** approve: the review becomes public → `{ review }`. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await changeReview(req, res, { state: "approved" })
}
