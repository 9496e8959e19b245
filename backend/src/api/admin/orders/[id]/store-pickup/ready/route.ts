import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminStorePickupResponse } from "@electroshop/contracts/warehouse"
import { storePickupOf, storePickupResponse } from "../../../../../../modules/warehouse/store-pickup-queries"
import { markPickupReadyWorkflow } from "../../../../../../workflows/warehouse"

/** Ready at the counter: the shopper gets the pickup code; 409 before packing or twice, 404 for another delivery. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminStorePickupResponse>) {
  await markPickupReadyWorkflow(req.scope).run({ input: { order_id: req.params.id, actor_id: req.auth_context?.actor_id ?? null } })
  res.json(storePickupResponse(await storePickupOf(req.scope, req.params.id)))
}
