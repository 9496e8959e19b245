import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StorePickupPointList, StorePickupPointQuery } from "@electroshop/contracts/delivery"
import { PICKUP_POINT_MODULE, type PickupPointModuleService } from "../../../modules/pickup-point"
import { CARRIERS_BY_COUNTRY } from "../../../lib/pickup-point/feed"
import { shopVariant } from "../../../lib/shop/variant"

/** `GET /store/pickup-points?q=&carrier=&limit=` — the spec's "dispensing places (search, limit)": open points of the shop's country. */
export async function GET(req: MedusaRequest, res: MedusaResponse<StorePickupPointList>) {
  const { q, carrier, limit } = req.validatedQuery as StorePickupPointQuery
  const country = shopVariant().countryCode
  const carriers = carrier ? [carrier] : (CARRIERS_BY_COUNTRY[country] ?? [])
  const { points, count } = await req.scope.resolve<PickupPointModuleService>(PICKUP_POINT_MODULE).searchPoints({ country, carriers, q, limit })
  res.json({ pickup_points: points, count })
}
