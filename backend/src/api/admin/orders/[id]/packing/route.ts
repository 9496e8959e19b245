import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminPackingResponse } from "@electroshop/contracts/warehouse"
import { packingOf, packingResponse } from "../../../../../modules/warehouse/packing-queries"

/** The order at the packing station: its lines, the codes that scan them, the units scanned; 404 when it is not in the picking queue. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminPackingResponse>) {
  res.json(packingResponse(await packingOf(req.scope, req.params.id)))
}
