import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/** Store-pickup answers in the shop language. */
export type StorePickupMessageKey = keyof typeof catalogue.cs

export const storePickupMessage = messagesFor(catalogue)
