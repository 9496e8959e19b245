import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { queryCatalogListing, type CatalogListingParams } from "../../../../lib/catalog/listing-query"
import { ShopError } from "../../../../lib/http/errors"

/**
 * The category page's listing, answered from the read model in one SQL
 * statement (lib/catalog/listing-query.ts): no pricing or stock computation
 * per request, those happen when a product, price or stock changes.
 */
export async function GET(req: MedusaRequest<unknown, CatalogListingParams>, res: MedusaResponse) {
  const params = req.validatedQuery
  const salesChannelIds: string[] = (req as any).publishable_key_context?.sales_channel_ids ?? []

  const regionService = req.scope.resolve(Modules.REGION)
  const [region] = params.region_id
    ? await regionService.listRegions({ id: params.region_id }, { select: ["id"] })
    : await regionService.listRegions({}, { select: ["id"], take: 1, order: { created_at: "ASC" } })
  if (!region) throw ShopError.validation({ region_id: ["unknown region"] })

  const listing = await queryCatalogListing(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), params, {
    regionId: region.id,
    salesChannelIds,
  })
  res.json({ ...listing, page: params.page, limit: params.limit })
}
