import { ShopError } from "../http/errors"
import { messagesFor, type Params } from "../shop/messages"
import catalogue from "./messages.json"

export type WithdrawalMessageKey = keyof typeof catalogue.cs

export const withdrawalMessage = messagesFor(catalogue)

/** A refusal naming no field (404, 409 for the order's state): its key is the answer's code. */
export const withdrawalRefusal = (status: number, key: WithdrawalMessageKey, params: Params = {}) =>
  new ShopError(status, { code: key, message: withdrawalMessage(key, params) })
