import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ISIC_PROMOTION_CODE } from "@electroshop/contracts/promotion"
import { ShopError } from "../http/errors"
import { promotionMessage } from "./messages"

type PromoBody = { promo_codes?: unknown }

/**
 * The ISIC promotion's code is the shop's to apply, after the card is
 * verified (POST /store/carts/:id/isic); typed as a discount code, in any
 * case, it is a code that is not valid ('Sale code not valid').
 */
export function refuseIsicPromoCode(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = ((req as MedusaRequest & { validatedBody?: PromoBody }).validatedBody ?? req.body) as PromoBody | undefined
  const codes = Array.isArray(body?.promo_codes) ? body.promo_codes : []
  if (!codes.some((c) => typeof c === "string" && c.trim().toUpperCase() === ISIC_PROMOTION_CODE)) return next()
  const message = promotionMessage("code_invalid")
  next(ShopError.validation({ promo_codes: [message] }, { message, error_codes: { promo_codes: "invalid" } }))
}
