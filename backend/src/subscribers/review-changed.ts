import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SURROGATE_KEY_MAX_LENGTH, surrogateKey } from "@electroshop/domain"
import { CDN_PURGE_MODULE, type CdnPurgeService } from "../modules/cdn-purge"
import { ReviewEvents } from "../workflows/review/events"

/**
 * An approved, disapproved or corrected review changes its product's page
 * (reviews, average, JSON-LD rating). The storefront's own cache and the
 * listing's stars follow through catalog-changed.ts (the event is in
 * CATALOG_EVENTS); with a CDN configured, the page is purged there too by its
 * surrogate key `product-<handle>`.
 */
export default async function reviewChanged({ event, container }: SubscriberArgs<{ id: string; product_id: string }>) {
  const cdn = container.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  if (!cdn.isConfigured()) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["handle"], filters: { id: event.data.product_id } })
  const handle = (data as { handle: string }[])[0]?.handle
  const key = handle ? surrogateKey(`product-${handle}`) : null
  if (!key || key.length > SURROGATE_KEY_MAX_LENGTH) return
  await cdn
    .purge({ mode: "key", keys: [key] })
    .catch((error: Error) => container.resolve(ContainerRegistrationKeys.LOGGER).warn(`CDN purge of ${handle} after a review change failed: ${error.message}`))
}

export const config: SubscriberConfig = { event: ReviewEvents.CHANGED }
