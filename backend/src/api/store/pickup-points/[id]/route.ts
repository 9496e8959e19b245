import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PickupPointResponse } from "@electroshop/contracts/delivery"
import { ShopError } from "../../../../lib/http/errors"
import { getPickupPoint } from "../../../../lib/pickup-point/points"
import { pickupPointMessage } from "../../../../lib/pickup-point/messages"

/** `GET /store/pickup-points/:id` — one point, whatever its state. */
export async function GET(req: MedusaRequest, res: MedusaResponse<PickupPointResponse>) {
  const point = await getPickupPoint(req.scope, req.params.id)
  if (!point) throw ShopError.notFound(pickupPointMessage("point_not_found"))
  res.json({ pickup_point: point })
}
