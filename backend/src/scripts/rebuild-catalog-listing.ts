import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { rewriteAllCategoryRows } from "../lib/catalog/listing-categories"
import { rebuildCatalogListing } from "../lib/catalog/listing-refresh"
import { rewriteAllProductStates } from "../lib/catalog/product-state"

/**
 * `medusa exec ./src/scripts/rebuild-catalog-listing.ts [search|categories]`: the listing's read model from scratch,
 * e.g. after a bulk import in SQL; `search` also rebuilds the Search module's product index, which rows written in SQL never reach
 * (no event announces them). `categories` rewrites only the category rows and facets from the listing rows
 * (after listing rows were written in SQL: scripts/generate-products.mjs --copy-read-model), and the admin grid's
 * product states. Medusa's CLI refuses
 * options it does not know, so these are plain words (a leading `--` is accepted too).
 */
export default async function rebuild({ container, args }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  let started = Date.now()
  if (args?.some((a) => a.replace(/^--/, "") === "categories")) {
    const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    await rewriteAllCategoryRows(db)
    await rewriteAllProductStates(db)
    logger.info(`Category rows, facets and product states rewritten in ${Math.round((Date.now() - started) / 1000)} s.`)
    return
  }
  if (args?.some((a) => a.replace(/^--/, "") === "search")) {
    await container.resolve(Modules.SEARCH).reindex({ index: "product" })
    logger.info(`Search index "product" rebuilt in ${Math.round((Date.now() - started) / 1000)} s.`)
    started = Date.now()
  }
  const count = await rebuildCatalogListing(container)
  logger.info(`Catalogue listing read model rebuilt: ${count} products in ${Math.round((Date.now() - started) / 1000)} s.`)
}
