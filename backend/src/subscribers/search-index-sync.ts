import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, ProductCategoryWorkflowEvents, ProductWorkflowEvents } from "@medusajs/framework/utils"
import { meiliProductIndex } from "../lib/catalog/search-engine"
import { productsOfCategories, syncProducts } from "../lib/catalog/meilisearch/sync"

/**
 * Keeps the Meilisearch product index (only with MEILISEARCH_HOST) current:
 * a product created, changed or deleted is written or removed; a category
 * changed (its boost, in the admin's category tools) rewrites its products.
 * The PostgreSQL search reads the live tables and needs nothing here.
 */
export default async function syncSearchIndex({ event, container }: SubscriberArgs<{ id: string }>) {
  const meili = meiliProductIndex()
  if (!meili) return
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  try {
    const ids = event.name === ProductCategoryWorkflowEvents.UPDATED ? await productsOfCategories(db, [event.data.id]) : [event.data.id]
    await syncProducts(db, await meili, ids)
  } catch (error) {
    // The scheduled full sync (jobs/sync-search-index.ts) repairs what a failed write left out.
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Search index update after ${event.name} failed: ${(error as Error).message}`)
  }
}

export const config: SubscriberConfig = {
  event: [ProductWorkflowEvents.CREATED, ProductWorkflowEvents.UPDATED, ProductWorkflowEvents.DELETED, ProductCategoryWorkflowEvents.UPDATED],
}
