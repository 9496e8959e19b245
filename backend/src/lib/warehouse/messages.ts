import { ShopError } from "../http/errors"
import { messagesFor, type Params } from "../shop/messages"
import catalogue from "./messages.json"

/** The warehouse's answers in the shop language. */
export type WarehouseMessageKey = keyof typeof catalogue.cs

export const warehouseMessage = messagesFor(catalogue)

/** 400 naming the field, with the message in the shop language and its key as the field's code (the admin translates it). */
export const fieldError = (field: string, message: string, code: string) => ShopError.validation({ [field]: [message] }, { error_codes: { [field]: code } })

/** A warehouse message at a field (fieldError with the warehouse's own message). */
export const warehouseFieldError = (field: string, key: WarehouseMessageKey, params: Params = {}) => fieldError(field, warehouseMessage(key, params), key)

/** A refusal that names no field (409 for the order's state, 502 for a carrier's): its key is the answer's code. */
export const warehouseRefusal = (status: number, key: WarehouseMessageKey, params: Params = {}) =>
  new ShopError(status, { code: key, message: warehouseMessage(key, params) })
