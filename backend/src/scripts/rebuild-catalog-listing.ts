import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { rebuildCatalogListing } from "../lib/catalog/listing-refresh"

/** `medusa exec ./src/scripts/rebuild-catalog-listing.ts`: the listing's read model from scratch, e.g. after a bulk import in SQL. */
export default async function rebuild({ container }: ExecArgs) {
  const started = Date.now()
  const count = await rebuildCatalogListing(container)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Catalogue listing read model rebuilt: ${count} products in ${Math.round((Date.now() - started) / 1000)} s.`)
}
