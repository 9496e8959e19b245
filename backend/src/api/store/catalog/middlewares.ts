import type { MiddlewareRoute } from "@medusajs/framework/http"
import { withQuery } from "../../hardening"
import { CatalogListingParams } from "../../../lib/catalog/listing-query"

export const storeCatalogMiddlewares: MiddlewareRoute[] = [withQuery("/store/catalog/products", CatalogListingParams)]
