import { z } from "@medusajs/framework/zod"
import { OfferQuerySchema } from "@electroshop/contracts/buyout"
import { queryValue } from "../../../lib/http/validation"

/** A selector value from the query (a slug or a colour value). */
const value = queryValue(z.string().min(1).max(200))
const optionalSlug = queryValue(z.string().max(200).optional())

export const StoreManufacturersQuery = z.object({ type: value })
export const StoreModelsQuery = z.object({ type: value, manufacturer: value })
export const StoreColorsQuery = z.object({ model: value })
export const StoreAppraisalFormQuery = z.object({ color: value })

export const StoreSelectorUrlQuery = z.object({ type: optionalSlug, manufacturer: optionalSlug, model: optionalSlug, color: optionalSlug })
export const StoreSelectorQuery = StoreSelectorUrlQuery.extend({ url_code: queryValue(z.string().max(64).optional()) })

// The offer link's fields and the status look-up's body are the contracts' schemas.
const offerLink = OfferQuerySchema.shape
export const StoreOfferQuery = z.object({ id: queryValue(offerLink.id), token: queryValue(offerLink.token) })
export const StoreOfferDecision = z.object({ ...offerLink, decision: z.enum(["accept", "decline"]) })

export { StatusLookupSchema as StoreStatusLookup } from "@electroshop/contracts/buyout"
