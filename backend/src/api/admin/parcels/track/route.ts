import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminParcelTrackingResponse } from "@electroshop/contracts/warehouse"
import { trackParcelsWorkflow } from "../../../../workflows/carrier"

/** Asks the carriers now (the job does every half hour) where the handed-over parcels are. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminParcelTrackingResponse>) {
  const { result } = await trackParcelsWorkflow(req.scope).run()
  res.json(result)
}
