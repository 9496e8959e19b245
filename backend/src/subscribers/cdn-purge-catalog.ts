import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, ProductCategoryWorkflowEvents, ProductWorkflowEvents } from "@medusajs/framework/utils"
import { SURROGATE_KEY_MAX_LENGTH, surrogateKey } from "@electroshop/domain"
import { CDN_PURGE_MODULE, DEFAULT_PURGE_KEYS, ENDPOINT_KEY, HTML_KEY, type CdnPurgeService } from "../modules/cdn-purge"
import { storefrontPath } from "../modules/type-category/paths"

/**
 * Staff edits of the catalogue reach shoppers at once instead of after the
 * CDN's max-age: the pages and store API answers they change are purged by
 * surrogate key (see modules/cdn-purge/surrogate-keys.ts).
 *  - A category created, changed, moved or deleted changes the menu on every
 *    page: `html`, plus the category answers of the store API.
 *  - A product changed (also its categories, e.g. by the assignment grid):
 *    its page, the pages of its categories and the product answers.
 * Events arriving together (a bulk assignment announces thousands of
 * products) are collected for a moment and sent as one purge; more keys than
 * Fastly takes in one call (256) become the Default purge (`html endpoint`).
 * Without a configured CDN nothing happens.
 */
const COLLECT_MS = 100
const MAX_KEYS = 256
const CATEGORY_KEYS = [HTML_KEY, `${ENDPOINT_KEY}-type-categories`, `${ENDPOINT_KEY}-product-categories`]

type Batch = { categories: boolean; products: Set<string> }
let batch: Batch | null = null

export default async function purgeCatalogPages({ event, container }: SubscriberArgs<{ id: string }>) {
  const cdn = container.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  if (!cdn.isConfigured()) return
  if (!batch) {
    const collecting: Batch = (batch = { categories: false, products: new Set() })
    setTimeout(() => {
      batch = null
      purge(container, cdn, collecting).catch((error) =>
        container.resolve(ContainerRegistrationKeys.LOGGER).warn(`CDN purge after a catalogue change failed: ${(error as Error).message}`),
      )
    }, COLLECT_MS)
  }
  if (event.name === ProductWorkflowEvents.UPDATED) batch.products.add(event.data.id)
  else batch.categories = true
}

async function purge(container: MedusaContainer, cdn: CdnPurgeService, changed: Batch) {
  const keys = new Set(changed.categories ? CATEGORY_KEYS : [])
  if (changed.products.size) keys.add(`${ENDPOINT_KEY}-products`)
  if (changed.products.size + keys.size <= MAX_KEYS) {
    for (const key of await productPageKeys(container, [...changed.products])) keys.add(key)
  }
  const send = keys.size > MAX_KEYS ? [...DEFAULT_PURGE_KEYS] : [...keys]
  if (send.length) await cdn.purge({ mode: "key", keys: send })
}

/** `product-<handle>` and `category-<storefront path>` of its categories, spelled as the storefront tags its pages. */
async function productPageKeys(container: MedusaContainer, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: ["handle", "categories.handle", "categories.type_category.seo_name", "categories.type_category.url_path"],
    filters: { id: ids },
  })
  const raw = (data as any[]).flatMap((p) => [
    `product-${p.handle}`,
    ...(p.categories ?? []).map((c: any) => `category-${storefrontPath({ handle: c.handle, ...c.type_category })}`),
  ])
  return raw.map(surrogateKey).filter((key) => key.length <= SURROGATE_KEY_MAX_LENGTH)
}

export const config: SubscriberConfig = {
  event: [ProductWorkflowEvents.UPDATED, ProductCategoryWorkflowEvents.CREATED, ProductCategoryWorkflowEvents.UPDATED, ProductCategoryWorkflowEvents.DELETED],
}
