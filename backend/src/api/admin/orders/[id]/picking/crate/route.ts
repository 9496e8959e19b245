import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminOrderPickingResponse, AdminPickIntoCrate } from "@electroshop/contracts/warehouse"
import { orderPicking } from "../../../../../../modules/warehouse/queries"
import { pickIntoCrateWorkflow } from "../../../../../../workflows/warehouse"

/** `{ crate }`: the order, picked, goes into the crate with this code; the crate's errors are the `crate` field's. */
export async function POST(req: AuthenticatedMedusaRequest<AdminPickIntoCrate>, res: MedusaResponse<AdminOrderPickingResponse>) {
  await pickIntoCrateWorkflow(req.scope).run({
    input: { order_id: req.params.id, code: req.validatedBody.crate, actor_id: req.auth_context?.actor_id ?? null },
  })
  res.json(await orderPicking(req.scope, req.params.id))
}
