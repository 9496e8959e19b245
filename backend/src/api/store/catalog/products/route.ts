import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CatalogListingParams, CatalogListingResponse } from "@electroshop/contracts/catalog"
import { catalogListingBody } from "../../../../lib/catalog/listing-response"

export async function GET(req: MedusaRequest<unknown, CatalogListingParams>, res: MedusaResponse<CatalogListingResponse>) {
  res.json(await catalogListingBody(req, req.validatedQuery))
}
