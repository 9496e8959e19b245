import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { rebuildCatalogListing } from "../lib/catalog/listing-refresh"

/**
 * `medusa exec ./src/scripts/rebuild-catalog-listing.ts`: the listing's read model from scratch, e.g. after a bulk
 * import in SQL; `--search` also rebuilds the Search module's product index, which rows written in SQL never reach
 * (no event announces them).
 */
export default async function rebuild({ container, args }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  let started = Date.now()
  if (args?.includes("--search")) {
    await container.resolve(Modules.SEARCH).reindex({ index: "product" })
    logger.info(`Search index "product" rebuilt in ${Math.round((Date.now() - started) / 1000)} s.`)
    started = Date.now()
  }
  const count = await rebuildCatalogListing(container)
  logger.info(`Catalogue listing read model rebuilt: ${count} products in ${Math.round((Date.now() - started) / 1000)} s.`)
}
