import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { reserveAtChosenStoreWorkflow } from "../workflows/store-pickup/reserve-at-chosen-store"

/** Store pickup: as the order is placed, its reservations move to the chosen store, which prepares it within 30 minutes. */
export default async function orderPlacedStoreReservation({ event, container }: SubscriberArgs<{ id: string }>) {
  await reserveAtChosenStoreWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = { event: "order.placed" }
