import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CDN_PURGE_MODULE, type CdnPurgeService } from "../modules/cdn-purge"
import { PAGE_TAGS, purgeStorefrontCache } from "../modules/cdn-purge/storefront-cache"
import { BaremEvents } from "../workflows/barem"

/**
 * A scale changed: every product page's "from N a month" may have. Staff
 * change scales seldom, so the catalogue pages of the storefront's cache go
 * (and with a CDN, its HTML) rather than working out which prices a scale covers.
 */
export default async function baremChanged({ container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  await purgeStorefrontCache([PAGE_TAGS.catalog]).catch((error: Error) => logger.warn(`Storefront page cache purge failed: ${error.message}`))
  const cdn = container.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  if (cdn.isConfigured()) {
    await cdn.purge({ mode: "key", keys: [PAGE_TAGS.all] }).catch((error: Error) => logger.warn(`CDN purge after a barem change failed: ${error.message}`))
  }
}

export const config: SubscriberConfig = { event: BaremEvents.CHANGED }
