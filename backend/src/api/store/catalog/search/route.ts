import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SearchParams, SearchResponse } from "@electroshop/contracts/catalog"
import { catalogListingBody } from "../../../../lib/catalog/listing-response"

/** Search results: the category listing's filters, facets, sort and paging over the products matching `q`. */
export async function GET(req: MedusaRequest<unknown, SearchParams>, res: MedusaResponse<SearchResponse>) {
  const params = req.validatedQuery
  res.json({ q: params.q, ...(await catalogListingBody(req, params)) })
}
