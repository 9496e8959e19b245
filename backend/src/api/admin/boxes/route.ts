import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminBoxesResponse, AdminBoxResponse, AdminCreateBox } from "@electroshop/contracts/warehouse"
import { boxes } from "../../../modules/warehouse/box-queries"
import { createBoxWorkflow } from "../../../workflows/warehouse"

/** Every shipping box, smallest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminBoxesResponse>) {
  res.json({ boxes: await boxes(req.scope) })
}

/** `{ name, length_cm, width_cm, height_cm, weight_g }`: a new box (201); a name in use is the `name` field's error. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateBox>, res: MedusaResponse<AdminBoxResponse>) {
  const { result } = await createBoxWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ box: await boxes(req.scope, result.id).then(([box]) => box!) })
}
