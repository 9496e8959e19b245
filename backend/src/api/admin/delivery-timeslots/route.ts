import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCreateDeliveryTimeslot, AdminDeliveryTimeslot } from "@electroshop/contracts/delivery"
import { DELIVERY_TIMESLOT_MODULE, type DeliveryTimeslotModuleService } from "../../../modules/delivery-timeslot"
import { adminTimeslot } from "../../../lib/delivery-timeslot/timeslots"
import { createDeliveryTimeslotWorkflow } from "../../../workflows/delivery-timeslot"

const service = (req: AuthenticatedMedusaRequest) => req.scope.resolve<DeliveryTimeslotModuleService>(DELIVERY_TIMESLOT_MODULE)

/** `GET /admin/delivery-timeslots` → `{ delivery_timeslots }`: weekly ones by weekday, then dated ones, each by time. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ delivery_timeslots: AdminDeliveryTimeslot[] }>) {
  const rows = await service(req).listDeliveryTimeslots({}, { take: null, order: { weekday: "ASC", date: "ASC", from_time: "ASC" } })
  res.json({ delivery_timeslots: rows.map(adminTimeslot) })
}

/** Creates a window → 201 `{ delivery_timeslot }` ('to' after 'from', else 400 on `to`). */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateDeliveryTimeslot>, res: MedusaResponse) {
  const { result } = await createDeliveryTimeslotWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ delivery_timeslot: adminTimeslot(await service(req).retrieveDeliveryTimeslot(result.id)) })
}
