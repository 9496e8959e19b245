import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/** Special-offer answers in the shop language. */
export const specialOfferMessage = messagesFor(catalogue)
