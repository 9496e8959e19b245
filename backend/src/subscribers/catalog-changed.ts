import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOG_EVENTS, productsTouchedBy, productsUnderCategories } from "../lib/catalog/listing-events"
import { refreshCatalogListing, relistCategoriesOf } from "../lib/catalog/listing-refresh"
import { PAGE_TAGS, purgeStorefrontCache } from "../modules/cdn-purge/storefront-cache"

/**
 * Keeps the listing's read model and then the storefront's page cache (docs/caching.md
 * "Page cache") right. The purge waits for the refresh: a listing page
 * rendered between the two would otherwise be cached with the old row.
 * Events arriving together (a product update announces its variants and
 * prices too, a bulk assignment thousands of products, an order many stock
 * events) are collected for a moment and handled as one refresh and one purge.
 */
const COLLECT_MS = 50

type Kind = NonNullable<(typeof CATALOG_EVENTS)[string]["rows"]>
type Batch = { rows: Map<Kind, Set<string>>; tags: Set<string> }
let batch: Batch | null = null

export default async function catalogChanged({ event, container }: SubscriberArgs<{ id?: string | string[] }>) {
  const entry = CATALOG_EVENTS[event.name]
  if (!entry) return
  if (!batch) {
    const collecting: Batch = (batch = { rows: new Map(), tags: new Set() })
    setTimeout(() => {
      batch = null
      void handle(container, collecting)
    }, COLLECT_MS)
  }
  batch.tags.add(entry.tag)
  const ids = [event.data?.id].flat().filter((id): id is string => typeof id === "string")
  if (!entry.rows || !ids.length) return
  const set = batch.rows.get(entry.rows) ?? new Set<string>()
  for (const id of ids) set.add(id)
  batch.rows.set(entry.rows, set)
}

async function handle(container: MedusaContainer, { rows, tags }: Batch) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const purge = () => purgeStorefrontCache([...tags]).catch((error: Error) => logger.warn(`Storefront page cache purge failed: ${error.message}`))
  // A renamed category shows in the menu of every page, which reads categories from Medusa, not from
  // the listing rows: those pages need not wait for the refresh of every product under it (seconds
  // for a top-level category). The purge after the refresh catches the listings.
  if (rows.size && tags.has(PAGE_TAGS.all)) await purge()
  if (rows.size) {
    try {
      const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const products = await Promise.all([...rows].map(([kind, ids]) => productsTouchedBy(db, kind, [...ids])))
      await refreshCatalogListing(container, products.flat())
      const categories = rows.get("category")
      if (categories) await relistCategoriesOf(container, await productsUnderCategories(db, [...categories]))
    } catch (error) {
      // Purged all the same: the pages then show what the read model has,
      // and the catch-up job mends the rows.
      logger.warn(`Catalogue listing refresh failed: ${(error as Error).message}`)
    }
  }
  await purge()
}

export const config: SubscriberConfig = { event: Object.keys(CATALOG_EVENTS) }
