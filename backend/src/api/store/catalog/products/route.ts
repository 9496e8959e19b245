import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules, QueryContext, getVariantAvailability } from "@medusajs/framework/utils"
import { queryCatalogListing, type CatalogListingParams } from "../../../../lib/catalog/listing-query"
import { ShopError } from "../../../../lib/http/errors"

export const PRODUCT_CARD_FIELDS = [
  "id", "title", "handle", "thumbnail", "metadata",
  "variants.id", "variants.title", "variants.metadata", "variants.manage_inventory", "variants.allow_backorder",
  "variants.calculated_price.*",
]

export async function GET(req: MedusaRequest<unknown, CatalogListingParams>, res: MedusaResponse) {
  const params = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const salesChannelIds: string[] = (req as any).publishable_key_context?.sales_channel_ids ?? []

  const regionService = req.scope.resolve(Modules.REGION)
  const [region] = params.region_id
    ? await regionService.listRegions({ id: params.region_id })
    : await regionService.listRegions({}, { take: 1, order: { created_at: "ASC" } })
  if (!region) throw ShopError.validation({ region_id: ["unknown region"] })

  const listing = await queryCatalogListing(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), params, {
    currencyCode: region.currency_code,
    salesChannelIds,
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

  res.json({
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
  })
}
