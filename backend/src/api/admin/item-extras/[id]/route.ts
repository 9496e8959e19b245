import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import type { AdminItemExtraSaved, AdminUpdateItemExtra } from "@electroshop/contracts/item-extra"
import { deleteItemExtraWorkflow, updateItemExtraWorkflow } from "../../../../workflows/item-extra"

/** Name, months, price or switching it off; carts that chose the old price are asked to choose again. */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateItemExtra>, res: MedusaResponse<AdminItemExtraSaved>) {
  const { result } = await updateItemExtraWorkflow(req.scope).run({ input: { id: req.params.id, update: req.validatedBody } })
  res.json({ item_extra: result })
}

export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<DeleteResponse<"item_extra">>) {
  await deleteItemExtraWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "item_extra", deleted: true })
}
