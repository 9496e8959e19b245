import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminHandoverResponse } from "@electroshop/contracts/warehouse"
import { handoverOf } from "../../../../../modules/carrier/handover-queries"
import { closeHandoverWorkflow } from "../../../../../workflows/carrier"

/** The batch is handed to the driver: its parcels shipped, their shoppers e-mailed; 409 when a parcel's order was cancelled meanwhile. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminHandoverResponse>) {
  await closeHandoverWorkflow(req.scope).run({ input: { id: req.params.id, actor_id: req.auth_context?.actor_id ?? null } })
  res.json({ handover: await handoverOf(req.scope, req.params.id) })
}
