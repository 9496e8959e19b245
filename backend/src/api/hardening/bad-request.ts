import { ShopError } from "../../lib/http/errors"
import { t } from "../../lib/shop/messages"

/** The shop's 400 naming one field, for input the global layer refuses before (or instead of) a route's own validation. */
export function badRequest(field: string, messageKey: string): ShopError {
  return ShopError.validation({ [field]: [t(messageKey)] })
}
