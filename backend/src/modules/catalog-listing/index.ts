import { Module } from "@medusajs/framework/utils"
import CatalogListingModuleService from "./service"

export const CATALOG_LISTING_MODULE = "catalogListing"

/**
 * The catalogue listing's read model: the table `catalog_listing` (see the
 * migration), written by lib/catalog/listing-refresh.ts and read by
 * lib/catalog/listing-query.ts. The module exists so that Medusa creates
 * the table with its own migrations.
 */
export default Module(CATALOG_LISTING_MODULE, {
  service: CatalogListingModuleService,
})
