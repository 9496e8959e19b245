import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminCreateDeliveryTimeslot } from "@electroshop/contracts/delivery"
import { DELIVERY_TIMESLOT_MODULE, type DeliveryTimeslotModuleService } from "../../modules/delivery-timeslot"
import { createDeliveryTimeslotWorkflow } from "../../workflows/delivery-timeslot"

/**
 * Demo courier windows: morning, afternoon and evening on working days (the
 * evening one for at most 20 orders), a Saturday morning; none on Sunday.
 */
const WINDOWS: AdminCreateDeliveryTimeslot[] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, from: "08:00", to: "12:00" },
    { weekday, from: "12:00", to: "16:00" },
    { weekday, from: "16:00", to: "20:00", capacity: 20 },
  ]),
  { weekday: 6, from: "09:00", to: "13:00" },
]

/** Seeds the windows while there were never any, so staff's own are never touched. */
export async function seedDeliveryTimeslots(container: MedusaContainer) {
  const [, count] = await container
    .resolve<DeliveryTimeslotModuleService>(DELIVERY_TIMESLOT_MODULE)
    .listAndCountDeliveryTimeslots({}, { take: 1, withDeleted: true })
  if (count > 0) return
  for (const window of WINDOWS) await createDeliveryTimeslotWorkflow(container).run({ input: window })
}
