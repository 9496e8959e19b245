import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import { deleteSpecialOfferWorkflow } from "../../../../workflows/special-offer"

export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<DeleteResponse<"special_offer">>) {
  await deleteSpecialOfferWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "special_offer", deleted: true })
}
