import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { meiliProductIndex } from "../lib/catalog/search-engine"
import { syncAllProducts } from "../lib/catalog/meilisearch/sync"

/**
 * With MEILISEARCH_HOST: fills the product index after a start (a new
 * Meilisearch server is empty) and repairs any event write that failed.
 * Events keep it current in between (subscribers/search-index-sync.ts).
 */
export default async function syncSearchIndexJob(container: MedusaContainer) {
  const meili = meiliProductIndex()
  if (!meili) return
  const count = await syncAllProducts(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), await meili)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Search index: ${count} products written to Meilisearch.`)
}

export const config = { name: "sync-search-index", schedule: "*/10 * * * *" }
