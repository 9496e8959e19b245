import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminStorePickupResponse } from "@electroshop/contracts/warehouse"
import { storePickupOf, storePickupResponse } from "../../../../../modules/warehouse/store-pickup-queries"

/** The order at the store's counter: its store, when it must be ready, packed, ready, handed out; null for another delivery. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminStorePickupResponse>) {
  res.json(storePickupResponse(await storePickupOf(req.scope, req.params.id)))
}
