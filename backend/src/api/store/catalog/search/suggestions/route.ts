import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { SearchSuggestionsParams, SearchSuggestionsResponse } from "@electroshop/contracts/catalog"
import { resolveRegion, salesChannelIdsOf } from "../../../../../lib/catalog/listing-response"
import { rankedMatches } from "../../../../../lib/catalog/search-engine"
import { searchSuggestions } from "../../../../../lib/catalog/suggestions-query"

/** What the header's search box offers while the shopper types: best products with price and image, matching categories. */
export async function GET(req: MedusaRequest<unknown, SearchSuggestionsParams>, res: MedusaResponse) {
  const params = req.validatedQuery
  const region = await resolveRegion(req, params.region_id)
  const salesChannelIds = salesChannelIdsOf(req)
  const found = await searchSuggestions(req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION), params, {
    regionId: region.id,
    currencyCode: region.currency_code,
    salesChannelIds,
    rankedIds: await rankedMatches(params.q, salesChannelIds),
  })
  const body: SearchSuggestionsResponse = { q: params.q, ...found }
  res.json(body)
}
