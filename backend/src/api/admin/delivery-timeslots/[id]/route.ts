import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { DELIVERY_TIMESLOT_MODULE, type DeliveryTimeslotModuleService } from "../../../../modules/delivery-timeslot"
import { ShopError } from "../../../../lib/http/errors"
import { checkoutMessage } from "../../../../lib/checkout/messages"
import { deleteDeliveryTimeslotWorkflow } from "../../../../workflows/delivery-timeslot"

/** `DELETE /admin/delivery-timeslots/:id` → `{ id, object, deleted }`. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [row] = await req.scope.resolve<DeliveryTimeslotModuleService>(DELIVERY_TIMESLOT_MODULE).listDeliveryTimeslots({ id: req.params.id })
  if (!row) throw ShopError.notFound(checkoutMessage("timeslot_not_found"))
  await deleteDeliveryTimeslotWorkflow(req.scope).run({ input: req.params.id })
  res.json({ id: req.params.id, object: "delivery_timeslot", deleted: true })
}
