import { ShopError } from "../http/errors"
import { messagesFor, type Params } from "../shop/messages"
import catalogue from "./messages.json"

export type InvoiceMessageKey = keyof typeof catalogue.cs

export const invoiceMessage = messagesFor(catalogue)

/** A refusal naming no field (404, 409 for the order's state): its key is the answer's code. */
export const invoiceRefusal = (status: number, key: InvoiceMessageKey, params: Params = {}) =>
  new ShopError(status, { code: key, message: invoiceMessage(key, params) })
