import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteSpecialOfferWorkflow } from "../../../../workflows/special-offer"

export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await deleteSpecialOfferWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "special_offer", deleted: true })
}
