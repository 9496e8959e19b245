import type { MiddlewareRoute } from "@medusajs/framework/http"
import { StoreApplyIsicSchema } from "@electroshop/contracts/promotion"
import { refuseIsicPromoCode } from "../../../lib/promotion/isic-code-guard"
import { withBody } from "../../hardening"

export const storeCartMiddlewares: MiddlewareRoute[] = [
  withBody("/store/carts/:id/isic", StoreApplyIsicSchema),
  // Medusa takes promo_codes on both routes; the ISIC code only through the card check above.
  { matcher: "/store/carts/:id/promotions", methods: ["POST"], middlewares: [refuseIsicPromoCode] },
  { matcher: "/store/carts/:id", methods: ["POST"], middlewares: [refuseIsicPromoCode] },
]
