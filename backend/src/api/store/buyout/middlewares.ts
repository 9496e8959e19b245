import type { MiddlewareRoute } from "@medusajs/framework/http"
import { withBody, withQuery } from "../../hardening"
import {
  StoreAppraisalFormQuery,
  StoreColorsQuery,
  StoreManufacturersQuery,
  StoreModelsQuery,
  StoreOfferDecision,
  StoreOfferQuery,
  StoreSelectorQuery,
  StoreSelectorUrlQuery,
  StoreStatusLookup,
} from "./validators"

/**
 * The shop's buy-out API. Sell-online, send-to-email and appraise validate in
 * their workflow / appraisal code: their errors depend on the device and the
 * variant, and sell-online groups them like its form.
 */
export const storeBuyoutMiddlewares: MiddlewareRoute[] = [
  withQuery("/store/buyout/manufacturers", StoreManufacturersQuery),
  withQuery("/store/buyout/models", StoreModelsQuery),
  withQuery("/store/buyout/colors", StoreColorsQuery),
  withQuery("/store/buyout/appraisal-form", StoreAppraisalFormQuery),
  withQuery("/store/buyout/selector", StoreSelectorQuery),
  withQuery("/store/buyout/selector-url", StoreSelectorUrlQuery),
  withQuery("/store/buyout/offer", StoreOfferQuery),
  withBody("/store/buyout/offer", StoreOfferDecision),
  withBody("/store/buyout/status", StoreStatusLookup),
]
