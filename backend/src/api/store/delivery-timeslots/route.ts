import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreDeliveryTimeslotList } from "@electroshop/contracts/delivery"
import { listTimeslotOffers } from "../../../lib/delivery-timeslot/timeslots"

/** `GET /store/delivery-timeslots` — the courier's windows of the next days that still have room (empty: none offered). */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreDeliveryTimeslotList>) {
  res.json({ timeslots: await listTimeslotOffers(req.scope) })
}
