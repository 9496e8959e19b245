import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"

/** Installment answers in the shop language. */
export type InstallmentMessageKey = keyof typeof catalogue.cs

export const installmentMessage = messagesFor(catalogue)
