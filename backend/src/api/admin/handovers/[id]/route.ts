import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminHandoverResponse } from "@electroshop/contracts/warehouse"
import { handoverOf } from "../../../../modules/carrier/handover-queries"

/** A batch with its parcels (its protocol prints from this). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminHandoverResponse>) {
  res.json({ handover: await handoverOf(req.scope, req.params.id) })
}
