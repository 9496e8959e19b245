import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminPackingResponse, AdminPackingScan } from "@electroshop/contracts/warehouse"
import { packingOf, packingResponse } from "../../../../../../modules/warehouse/packing-queries"
import { scanUnitWorkflow } from "../../../../../../workflows/warehouse"

/** `{ code, imei?, serial_number? }`: a scanned unit; the wrong item, a unit too many and a missing or bad IMEI are field errors. */
export async function POST(req: AuthenticatedMedusaRequest<AdminPackingScan>, res: MedusaResponse<AdminPackingResponse>) {
  await scanUnitWorkflow(req.scope).run({ input: { ...req.validatedBody, order_id: req.params.id, actor_id: req.auth_context?.actor_id ?? null } })
  res.json(packingResponse(await packingOf(req.scope, req.params.id)))
}
