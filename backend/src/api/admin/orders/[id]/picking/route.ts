import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminOrderPickingResponse, AdminSetPickingStatus } from "@electroshop/contracts/warehouse"
import { orderPicking } from "../../../../../modules/warehouse/queries"
import { setPickingStatusWorkflow } from "../../../../../workflows/warehouse"

/** The order's picking status and its history; `picking: null` when it is not in the queue. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminOrderPickingResponse>) {
  res.json(await orderPicking(req.scope, req.params.id))
}

/** `{ status }`: the order's new picking status, recorded with the staff member who set it. */
export async function POST(req: AuthenticatedMedusaRequest<AdminSetPickingStatus>, res: MedusaResponse<AdminOrderPickingResponse>) {
  await setPickingStatusWorkflow(req.scope).run({
    input: { order_id: req.params.id, status: req.validatedBody.status, actor_id: req.auth_context?.actor_id ?? null },
  })
  res.json(await orderPicking(req.scope, req.params.id))
}
