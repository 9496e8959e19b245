import { ShopError } from "../http/errors"
import { messagesFor, type Params } from "../shop/messages"
import catalogue from "./messages.json"

export type ComplaintMessageKey = keyof typeof catalogue.cs

export const complaintMessage = messagesFor(catalogue)

/** A refusal naming no field (404, 409 for the order's state): its key is the answer's code. */
export const complaintRefusal = (status: number, key: ComplaintMessageKey, params: Params = {}) =>
  new ShopError(status, { code: key, message: complaintMessage(key, params) })
