import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { reserveAtChosenStore } from "../lib/store-pickup/stores"

/**
 * Store pickup: as the order is placed, its reservations move to the chosen
 * store's location (Medusa reserved where it first found stock; the checkout
 * already checked the store has it), so the store prepares it within 30 minutes.
 */
export default async function orderPlacedStoreReservation({ event, container }: SubscriberArgs<{ id: string }>) {
  await reserveAtChosenStore(container, event.data.id)
}

export const config: SubscriberConfig = { event: "order.placed" }
