import type { MiddlewareRoute } from "@medusajs/framework/http"
import { ProductIdsParamsSchema, SearchParamsSchema, SearchSuggestionsParamsSchema } from "@electroshop/contracts/catalog"
import { withQuery } from "../../hardening"
import { CatalogListingParams } from "../../../lib/catalog/listing-query"

export const storeCatalogMiddlewares: MiddlewareRoute[] = [
  withQuery("/store/catalog/products", CatalogListingParams),
  withQuery("/store/catalog/product-ids", ProductIdsParamsSchema),
  withQuery("/store/catalog/search", SearchParamsSchema),
  withQuery("/store/catalog/search/suggestions", SearchSuggestionsParamsSchema),
]
