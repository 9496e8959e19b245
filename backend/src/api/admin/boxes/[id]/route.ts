import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminBoxResponse, AdminUpdateBox } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../../../lib/http/errors"
import { warehouseMessage } from "../../../../lib/warehouse/messages"
import { boxes } from "../../../../modules/warehouse/box-queries"
import { deleteBoxWorkflow, updateBoxWorkflow } from "../../../../workflows/warehouse"

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminBoxResponse>) {
  const [box] = await boxes(req.scope, req.params.id)
  if (!box) throw ShopError.notFound(warehouseMessage("box_not_found"))
  res.json({ box })
}

/** Any of `{ name, length_cm, width_cm, height_cm, weight_g }`. */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateBox>, res: MedusaResponse<AdminBoxResponse>) {
  await updateBoxWorkflow(req.scope).run({ input: { id: req.params.id, ...req.validatedBody } })
  res.json({ box: (await boxes(req.scope, req.params.id))[0]! })
}

/** The box leaves the choice; parcels packed in it keep their size. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ id: string; object: "box"; deleted: true }>) {
  await deleteBoxWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "box", deleted: true })
}
