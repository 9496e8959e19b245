import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { AdminCreateDeliveryTimeslot } from "@electroshop/contracts/delivery"
import { DELIVERY_TIMESLOT_MODULE } from "../../modules/delivery-timeslot"
import { checkoutMessage } from "../../lib/checkout/messages"
import { ShopError } from "../../lib/http/errors"
import { createRecordStep, deleteRecordStep } from "../shared/record-steps"

const TIMESLOT = { module: DELIVERY_TIMESLOT_MODULE, plural: "DeliveryTimeslots", notFound: () => ShopError.notFound(checkoutMessage("timeslot_not_found")) }

const createTimeslotStep = createRecordStep("delivery-timeslot-create", TIMESLOT, (input: AdminCreateDeliveryTimeslot) => ({
  weekday: input.weekday ?? null,
  date: input.date ?? null,
  from_time: input.from,
  to_time: input.to,
  capacity: input.capacity ?? null,
}))

const deleteTimeslotStep = deleteRecordStep("delivery-timeslot-delete", TIMESLOT)

/** Staff add a courier window (orders placed for it keep their copy of the day and times). */
export const createDeliveryTimeslotWorkflow = createWorkflow("delivery-timeslot-create", (input: AdminCreateDeliveryTimeslot) => {
  return new WorkflowResponse(createTimeslotStep(input))
})

/** Staff withdraw a window; orders already placed for it keep it. */
export const deleteDeliveryTimeslotWorkflow = createWorkflow("delivery-timeslot-delete", (id: string) => {
  return new WorkflowResponse(deleteTimeslotStep(id))
})
