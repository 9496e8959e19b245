import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminHandoverResponse } from "@electroshop/contracts/warehouse"
import { handoverOf } from "../../../../../../modules/carrier/handover-queries"
import { removeFromHandoverWorkflow } from "../../../../../../workflows/carrier"

/** A parcel taken out of the open batch (it stays at the warehouse). */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminHandoverResponse>) {
  await removeFromHandoverWorkflow(req.scope).run({ input: { id: req.params.id, parcel_id: req.params.parcel_id } })
  res.json({ handover: await handoverOf(req.scope, req.params.id) })
}
