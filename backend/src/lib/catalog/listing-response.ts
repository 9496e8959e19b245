import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules, QueryContext, getVariantAvailability } from "@medusajs/framework/utils"
import type { SearchParams } from "@electroshop/contracts/catalog"
import { ShopError } from "../http/errors"
import { queryCatalogListing, type CatalogListingParams } from "./listing-query"
import { rankedMatches } from "./search-engine"

export const PRODUCT_CARD_FIELDS = [
  "id", "title", "handle", "thumbnail", "metadata",
  "variants.id", "variants.title", "variants.metadata", "variants.manage_inventory", "variants.allow_backorder",
  "variants.calculated_price.*",
]

/** The sales channels of the request's publishable key. */
export function salesChannelIdsOf(req: MedusaRequest): string[] {
  return (req as any).publishable_key_context?.sales_channel_ids ?? []
}

/** The asked region, or the shop's first one (one region per shop variant). */
export async function resolveRegion(req: MedusaRequest, regionId?: string) {
  const regionService = req.scope.resolve(Modules.REGION)
  const [region] = regionId
    ? await regionService.listRegions({ id: regionId })
    : await regionService.listRegions({}, { take: 1, order: { created_at: "ASC" } })
  if (!region) throw ShopError.validation({ region_id: ["unknown region"] })
  return region
}

/**
 * The body of a catalogue listing (category page or search results): the
 * page's product cards with prices and stock, the count and the facets.
 */
export async function catalogListingBody(req: MedusaRequest, params: CatalogListingParams | SearchParams) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const salesChannelIds = salesChannelIdsOf(req)
  const region = await resolveRegion(req, params.region_id)

  const listing = await queryCatalogListing(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), params, {
    currencyCode: region.currency_code,
    salesChannelIds,
    rankedIds: "q" in params ? await rankedMatches(params.q, salesChannelIds) : undefined,
  })

  const { data: products } = listing.ids.length
    ? await query.graph({
        entity: "product",
        fields: PRODUCT_CARD_FIELDS,
        filters: { id: listing.ids },
        context: { variants: { calculated_price: QueryContext({ region_id: region.id, currency_code: region.currency_code }) } },
      })
    : { data: [] }

  const variantIds = products.flatMap((p: any) => p.variants.map((v: any) => v.id))
  const availability = variantIds.length && salesChannelIds[0]
    ? await getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id: salesChannelIds[0] })
    : {}
  const byId = new Map(products.map((p: any) => [p.id, p]))

  return {
    products: listing.ids.map((id) => {
      const p: any = byId.get(id)
      return {
        ...p,
        variants: p.variants.map((v: any) => ({
          ...v,
          inventory_quantity: v.manage_inventory ? availability[v.id]?.availability ?? 0 : null,
        })),
      }
    }),
    count: listing.count,
    page: params.page,
    limit: params.limit,
    facets: listing.facets,
  }
}
