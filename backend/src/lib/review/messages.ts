import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/**
 * Review answers in the shop language. The first three are the spec's
 * validation messages ("full name required; the user's name must be in the
 * profile; only already bought products can be reviewed"), translated.
 */
export type ReviewMessageKey = keyof typeof catalogue.cs

export const reviewMessage = messagesFor(catalogue)
