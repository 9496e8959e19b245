import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { AdminCreateDeliveryTimeslot } from "@electroshop/contracts/delivery"
import { DELIVERY_TIMESLOT_MODULE, type DeliveryTimeslotModuleService } from "../../modules/delivery-timeslot"

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<DeliveryTimeslotModuleService>(DELIVERY_TIMESLOT_MODULE)

const createTimeslotStep = createStep(
  "delivery-timeslot-create",
  async (input: AdminCreateDeliveryTimeslot, { container }) => {
    const row = await service(container).createDeliveryTimeslots({
      weekday: input.weekday ?? null,
      date: input.date ?? null,
      from_time: input.from,
      to_time: input.to,
      capacity: input.capacity ?? null,
    })
    return new StepResponse({ id: row.id }, row.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteDeliveryTimeslots(id)
  },
)

const deleteTimeslotStep = createStep(
  "delivery-timeslot-delete",
  async (id: string, { container }) => {
    await service(container).softDeleteDeliveryTimeslots(id)
    return new StepResponse({ id }, id)
  },
  async (id, { container }) => {
    if (id) await service(container).restoreDeliveryTimeslots(id)
  },
)

/** Staff add a courier window (orders placed for it keep their copy of the day and times). */
export const createDeliveryTimeslotWorkflow = createWorkflow("delivery-timeslot-create", (input: AdminCreateDeliveryTimeslot) => {
  return new WorkflowResponse(createTimeslotStep(input))
})

/** Staff withdraw a window; orders already placed for it keep it. */
export const deleteDeliveryTimeslotWorkflow = createWorkflow("delivery-timeslot-delete", (id: string) => {
  return new WorkflowResponse(deleteTimeslotStep(id))
})
