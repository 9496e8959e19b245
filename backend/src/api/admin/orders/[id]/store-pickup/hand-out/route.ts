import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminStorePickupHandOut, AdminStorePickupResponse } from "@electroshop/contracts/warehouse"
import { storePickupOf, storePickupResponse } from "../../../../../../modules/warehouse/store-pickup-queries"
import { handOutPickupWorkflow } from "../../../../../../workflows/warehouse"

/**
 * `{ code, units }`: the shopper's pickup code and the devices' IMEIs or serial numbers; the order is handed
 * out (shipped and delivered); 400 at `code` when it is not the order's, at `units.<i>` for a device missing or not packed.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminStorePickupHandOut>, res: MedusaResponse<AdminStorePickupResponse>) {
  const { code, units } = req.validatedBody
  await handOutPickupWorkflow(req.scope).run({ input: { order_id: req.params.id, code, units, actor_id: req.auth_context?.actor_id ?? null } })
  res.json(storePickupResponse(await storePickupOf(req.scope, req.params.id)))
}
