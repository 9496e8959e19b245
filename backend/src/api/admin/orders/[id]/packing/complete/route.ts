import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminPackingResponse } from "@electroshop/contracts/warehouse"
import { packingOf, packingResponse } from "../../../../../../modules/warehouse/packing-queries"
import { packOrderWorkflow } from "../../../../../../workflows/warehouse"

/** Every unit scanned: the order is packed (its fulfillment created, its crate emptied); 409 `packing_incomplete` before. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminPackingResponse>) {
  await packOrderWorkflow(req.scope).run({ input: { order_id: req.params.id, actor_id: req.auth_context?.actor_id ?? null } })
  res.json(packingResponse(await packingOf(req.scope, req.params.id)))
}
