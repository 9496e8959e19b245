import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { CatalogListingResponse, SearchParams } from "@electroshop/contracts/catalog"
import { ShopError } from "../http/errors"
import { queryCatalogListing, type CatalogListingParams } from "./listing-query"
import { currentOffersOf } from "../../modules/special-offer/queries"
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
 * stock changes (listing-refresh.ts). Each card carries the labels of its
 * special offers valid today (`offers`), so a page needs no second call.
 */
export async function catalogListingBody(req: MedusaRequest, params: CatalogListingParams | SearchParams): Promise<CatalogListingResponse> {
  const salesChannelIds = salesChannelIdsOf(req)
  const region = resolveRegion(req, params.region_id)
  // A named region (the storefront always names its own) is checked beside the listing, not before it: an
  // unknown one lists nothing and answers the region's 400.
  const listing = Promise.all([
    params.region_id ?? region.then((r) => r.id),
    "q" in params ? rankedProductIds(req.scope, params.q, salesChannelIds) : undefined,
  ]).then(([regionId, rankedIds]) =>
    queryCatalogListing(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), params, { regionId, salesChannelIds, rankedIds }),
  )
  const [, result] = await Promise.all([region, listing])
  return { ...result, products: await withOfferLabels(req, result.products as { id: string }[]), page: params.page, limit: params.limit }
}

async function withOfferLabels(req: MedusaRequest, products: { id: string }[]): Promise<unknown[]> {
  if (!products.length) return products
  const offers = await currentOffersOf(
    req.scope,
    products.map((p) => p.id),
  )
  return products.map((p) => (offers[p.id] ? { ...p, offers: offers[p.id].map((o) => o.label) } : p))
}
