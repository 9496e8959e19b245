import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SearchSuggestionsParams, SearchSuggestionsResponse } from "@electroshop/contracts/catalog"
import { resolveRegion, salesChannelIdsOf } from "../../../../../lib/catalog/listing-response"
import { searchSuggestions } from "../../../../../lib/catalog/suggestions-query"

/** What the header's search box offers while the shopper types: best products with price and image, matching categories. */
export async function GET(req: MedusaRequest<unknown, SearchSuggestionsParams>, res: MedusaResponse<SearchSuggestionsResponse>) {
  const params = req.validatedQuery
  const region = await resolveRegion(req, params.region_id)
  const found = await searchSuggestions(req.scope, params, { regionId: region.id, currencyCode: region.currency_code, salesChannelIds: salesChannelIdsOf(req) })
  res.json({ q: params.q, ...found })
}
