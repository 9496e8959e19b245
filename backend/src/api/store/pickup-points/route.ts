import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StorePickupPointList, StorePickupPointQuery } from "@electroshop/contracts/delivery"
import { searchPickupPoints } from "../../../lib/pickup-point/points"

/** `GET /store/pickup-points?q=&carrier=&limit=` — the spec's "dispensing places (search, limit)": open points of the shop's country. */
export async function GET(req: MedusaRequest, res: MedusaResponse<StorePickupPointList>) {
  const { q, carrier, limit } = req.validatedQuery as StorePickupPointQuery
  const { points, count } = await searchPickupPoints(req.scope, { q, carrier, limit })
  res.json({ pickup_points: points, count })
}
