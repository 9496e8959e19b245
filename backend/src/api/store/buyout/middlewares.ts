import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AppraisalPayloadSchema, quoteEmailSchema } from "@electroshop/contracts/buyout"
import { withBody, withParsedBody, withQuery } from "../../hardening"
import { parseAppraisalPayload } from "../../../lib/buyout/appraisal"
import { validateQuoteEmail } from "../../../lib/buyout/validation"
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
 * The shop's buy-out API. Appraise and send-to-email validate their answers with their own messages
 * (lib/buyout/appraisal), the e-mail after them. Sell-online validates in its workflow's first step:
 * the form's rules depend on the device (an IMEI for phones), and an outdated appraisal is refused
 * before any field, so the device and its appraisal are loaded first.
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
  withParsedBody("/store/buyout/appraise", AppraisalPayloadSchema, parseAppraisalPayload),
  withParsedBody("/store/buyout/send-to-email", AppraisalPayloadSchema.extend(quoteEmailSchema.shape), (body) => ({
    payload: parseAppraisalPayload(body),
    email: validateQuoteEmail((body ?? {}) as Record<string, unknown>),
  })),
]
