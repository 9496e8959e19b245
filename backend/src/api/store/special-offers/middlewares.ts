import type { MiddlewareRoute } from "@medusajs/framework/http"
import { StoreListSpecialOffersSchema } from "@electroshop/contracts/special-offer"
import { withQuery } from "../../hardening"

export const storeSpecialOfferMiddlewares: MiddlewareRoute[] = [withQuery("/store/special-offers", StoreListSpecialOffersSchema)]
