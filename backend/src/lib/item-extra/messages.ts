import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/** Warranty extension and insurance answers in the shop language ('Insurance price changed, select again.' of the specification). */
export const itemExtraMessage = messagesFor(catalogue)
