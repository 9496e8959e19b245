import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { CatalogListingResponse, SearchParams } from "@electroshop/contracts/catalog"
import { ShopError } from "../http/errors"
import { queryCatalogListing, type CatalogListingParams } from "./listing-query"
import { rankedProductIds } from "./product-search"

/** The sales channels of the request's publishable key. */
export function salesChannelIdsOf(req: MedusaRequest): string[] {
  return (req as any).publishable_key_context?.sales_channel_ids ?? []
}

/** The asked region, or the shop's first one (one region per shop variant). */
export async function resolveRegion(req: MedusaRequest, regionId?: string) {
  const regionService = req.scope.resolve(Modules.REGION)
  const [region] = regionId
    ? await regionService.listRegions({ id: regionId }, { select: ["id", "currency_code"] })
    : await regionService.listRegions({}, { select: ["id", "currency_code"], take: 1, order: { created_at: "ASC" } })
  if (!region) throw ShopError.validation({ region_id: ["unknown region"] })
  return region
}

/**
 * The body of a catalogue listing (category page or search results), answered
 * from the read model in one SQL statement (listing-query.ts): the page's
 * product cards with prices and stock, the count and the facets. No pricing
 * or stock computation per request: those happen when a product, price or
 * stock changes (listing-refresh.ts).
 */
export async function catalogListingBody(req: MedusaRequest, params: CatalogListingParams | SearchParams): Promise<CatalogListingResponse> {
  const salesChannelIds = salesChannelIdsOf(req)
  const region = await resolveRegion(req, params.region_id)
  const listing = await queryCatalogListing(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), params, {
    regionId: region.id,
    salesChannelIds,
    rankedIds: "q" in params ? await rankedProductIds(req.scope, params.q, salesChannelIds) : undefined,
  })
  return { ...listing, page: params.page, limit: params.limit }
}
