import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PickupPointResponse } from "@electroshop/contracts/delivery"
import { PICKUP_POINT_MODULE, type PickupPointModuleService } from "../../../../modules/pickup-point"
import { ShopError } from "../../../../lib/http/errors"
import { pickupPointMessage } from "../../../../lib/pickup-point/messages"

/** `GET /store/pickup-points/:id` — one point, whatever its state. */
export async function GET(req: MedusaRequest, res: MedusaResponse<PickupPointResponse>) {
  const point = await req.scope.resolve<PickupPointModuleService>(PICKUP_POINT_MODULE).findPoint(req.params.id)
  if (!point) throw ShopError.notFound(pickupPointMessage("point_not_found"))
  res.json({ pickup_point: point })
}
