import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/** Discount answers in the shop language. */
export type PromotionMessageKey = keyof typeof catalogue.cs

export const promotionMessage = messagesFor(catalogue)
