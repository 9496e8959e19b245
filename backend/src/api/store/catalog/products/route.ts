import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { catalogListingBody } from "../../../../lib/catalog/listing-response"
import type { CatalogListingParams } from "../../../../lib/catalog/listing-query"

export async function GET(req: MedusaRequest<unknown, CatalogListingParams>, res: MedusaResponse) {
  res.json(await catalogListingBody(req, req.validatedQuery))
}
