import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/** Pickup-point answers in the shop language. */
export type PickupPointMessageKey = keyof typeof catalogue.cs

export const pickupPointMessage = messagesFor(catalogue)
