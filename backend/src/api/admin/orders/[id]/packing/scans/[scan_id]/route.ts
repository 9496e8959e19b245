import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminPackingResponse } from "@electroshop/contracts/warehouse"
import { packingOf, packingResponse } from "../../../../../../../modules/warehouse/packing-queries"
import { unscanUnitWorkflow } from "../../../../../../../workflows/warehouse"

/** A scan taken back before the order is packed. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminPackingResponse>) {
  await unscanUnitWorkflow(req.scope).run({ input: { order_id: req.params.id, scan_id: req.params.scan_id } })
  res.json(packingResponse(await packingOf(req.scope, req.params.id)))
}
