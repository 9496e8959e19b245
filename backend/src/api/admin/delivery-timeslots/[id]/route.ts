import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DeleteResponse } from "@medusajs/framework/types"
import { deleteDeliveryTimeslotWorkflow } from "../../../../workflows/delivery-timeslot"

/** `DELETE /admin/delivery-timeslots/:id` → `{ id, object, deleted }`. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<DeleteResponse<"delivery_timeslot">>) {
  await deleteDeliveryTimeslotWorkflow(req.scope).run({ input: req.params.id })
  res.json({ id: req.params.id, object: "delivery_timeslot", deleted: true })
}
