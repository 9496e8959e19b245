import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/** The warehouse's answers in the shop language. */
export type WarehouseMessageKey = keyof typeof catalogue.cs

export const warehouseMessage = messagesFor(catalogue)
