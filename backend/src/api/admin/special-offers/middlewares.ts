import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCreateSpecialOfferSchema, AdminListSpecialOffersSchema } from "@electroshop/contracts/special-offer"
import { withBody, withQuery } from "../../hardening"

export const adminSpecialOfferMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/special-offers", AdminListSpecialOffersSchema),
  withBody("/admin/special-offers", AdminCreateSpecialOfferSchema),
]
