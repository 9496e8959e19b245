import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/**
 * Answers of the checkout the storefront shows as they are, in the shop
 * language: the 409s of cart completion when shoppers compete for the same
 * cart or the same stock, and the refusal of a payment method the shop does
 * not offer.
 */
export type CheckoutConflictCode = keyof typeof catalogue.cs

export const checkoutMessage = messagesFor(catalogue)
