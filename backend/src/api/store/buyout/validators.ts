import { z } from "@medusajs/framework/zod"
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

const offerLink = { id: z.string().min(1).max(100), token: z.string().min(1).max(200) }
export const StoreOfferQuery = z.object({ id: queryValue(offerLink.id), token: queryValue(offerLink.token) })
export const StoreOfferDecision = z.object({ ...offerLink, decision: z.enum(["accept", "decline"]) })

export const StoreStatusLookup = z.object({ number: z.string().min(1).max(40), email: z.string().min(1).max(254) })
