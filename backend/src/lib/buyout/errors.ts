/**
 * The buy-out throws the shop's one error class; `BuyoutHttpError` is its
 * name in the buy-out code (services, workflow steps), rendered by the API's
 * error handler like every other `ShopError`.
 */
export { ShopError as BuyoutHttpError, type ErrorBody as BuyoutErrorBody, type FieldErrors } from "../http/errors"

/** Drops empty groups so that only fields with an error are present. */
export { compactFieldErrors as compactErrors } from "@electroshop/contracts/errors"
