import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/**
 * Account answers in the shop language. `not_logged_in` and `no_permission`
 * are the spec's ("An unlogged user cannot change the password", "You do not
 * have permission to access this page."), translated. One message for an
 * unknown e-mail and a wrong password, so a login never tells which.
 */
export type AccountMessageKey = keyof typeof catalogue.cs

export const accountMessage = messagesFor(catalogue)
