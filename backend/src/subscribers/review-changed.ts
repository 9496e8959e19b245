import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SURROGATE_KEY_MAX_LENGTH, surrogateKey } from "@electroshop/domain"
import { CDN_PURGE_MODULE, type CdnPurgeService } from "../modules/cdn-purge"
import { purgeStorefrontCache } from "../modules/cdn-purge/storefront-cache"
import { ReviewEvents } from "../workflows/review/events"

/**
 * An approved, disapproved or corrected review changes one product page (its
 * reviews, average and JSON-LD rating): that page is emptied from the
 * storefront's page cache and, with a CDN configured, purged there by its
 * surrogate key `product-<handle>`, the tag both caches give the page.
 */
export default async function reviewChanged({ event, container }: SubscriberArgs<{ id: string; product_id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["handle"], filters: { id: event.data.product_id } })
  const handle = (data as { handle: string }[])[0]?.handle
  if (!handle) return
  const key = surrogateKey(`product-${handle}`)
  if (key.length > SURROGATE_KEY_MAX_LENGTH) return
  const cdn = container.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  await Promise.all([
    purgeStorefrontCache([key]),
    cdn.isConfigured() ? cdn.purge({ mode: "key", keys: [key] }) : null,
  ]).catch((error) => logger.warn(`Purging the page of ${handle} after a review change failed: ${(error as Error).message}`))
}

export const config: SubscriberConfig = { event: ReviewEvents.CHANGED }
