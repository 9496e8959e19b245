import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminMoveProductLocation, AdminProductLocationResponse } from "@electroshop/contracts/warehouse"
import { productLocation } from "../../../../../modules/warehouse/queries"
import { moveProductLocationWorkflow, removeProductLocationWorkflow } from "../../../../../workflows/warehouse"

/** `{ bin }`: the item moves to another bin of its location. */
export async function POST(req: AuthenticatedMedusaRequest<AdminMoveProductLocation>, res: MedusaResponse<AdminProductLocationResponse>) {
  await moveProductLocationWorkflow(req.scope).run({ input: { id: req.params.id, bin: req.validatedBody.bin } })
  res.json({ product_location: await productLocation(req.scope, req.params.id) })
}

/** The item's bin is removed. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ id: string; object: "product_location"; deleted: true }>) {
  await removeProductLocationWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "product_location", deleted: true })
}
