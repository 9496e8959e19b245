import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ISIC_PROMOTION_CODE, isTradeInCode } from "@electroshop/contracts/promotion"
import { ShopError } from "../http/errors"
import { promotionMessage } from "./messages"

type PromoBody = { promo_codes?: unknown }

/** Codes only the shop applies, after its own checks: the ISIC discount (card verified) and trade-in bonuses (sale proved). */
const isShopApplied = (code: unknown) => typeof code === "string" && (code.trim().toUpperCase() === ISIC_PROMOTION_CODE || isTradeInCode(code))

/**
 * The ISIC promotion's code (POST /store/carts/:id/isic) and the trade-in
 * bonuses' codes (POST /store/carts/:id/trade-in) typed as a discount code,
 * in any case, are a code that is not valid ('Sale code not valid').
 */
export function refuseShopAppliedCodes(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = ((req as MedusaRequest & { validatedBody?: PromoBody }).validatedBody ?? req.body) as PromoBody | undefined
  const codes = Array.isArray(body?.promo_codes) ? body.promo_codes : []
  if (!codes.some(isShopApplied)) return next()
  const message = promotionMessage("code_invalid")
  next(ShopError.validation({ promo_codes: [message] }, { message, error_codes: { promo_codes: "invalid" } }))
}
