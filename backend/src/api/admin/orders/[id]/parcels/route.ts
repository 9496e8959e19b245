import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCreateParcel, AdminOrderParcelsResponse } from "@electroshop/contracts/warehouse"
import { orderParcels } from "../../../../../modules/carrier/parcel-queries"
import { registerParcelWorkflow } from "../../../../../workflows/carrier"

/** The order's parcels and what registering the next one would send (its carrier, its items' weight). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminOrderParcelsResponse>) {
  res.json(await orderParcels(req.scope, req.params.id))
}

/** `{ weight_g?, box_id? }`: the packed order's parcel is registered with its carrier, the box's size with it (400 at `box_id` for none such); 409 before packing, for store pickup or twice; 502 when the carrier refuses. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateParcel>, res: MedusaResponse<AdminOrderParcelsResponse>) {
  await registerParcelWorkflow(req.scope).run({
    input: { order_id: req.params.id, ...req.validatedBody, actor_id: req.auth_context?.actor_id ?? null },
  })
  res.json(await orderParcels(req.scope, req.params.id))
}
