import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CDN_PURGE_MODULE, type CdnPurgeService } from "../../modules/cdn-purge"
import { PAGE_TAGS, purgeStorefrontCache } from "../../modules/cdn-purge/storefront-cache"

/**
 * Empties the catalogue pages of the storefront's cache (and with a CDN,
 * its HTML), for changes staff make seldom that show on many product pages
 * (an installment scale, a special offer): cheaper to reason about than
 * working out which pages they touch. Failures are logged, not thrown.
 */
export async function purgeCatalogPages(container: MedusaContainer, reason: string) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  await purgeStorefrontCache([PAGE_TAGS.catalog]).catch((error: Error) => logger.warn(`Storefront page cache purge after ${reason} failed: ${error.message}`))
  const cdn = container.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  if (cdn.isConfigured()) {
    await cdn.purge({ mode: "key", keys: [PAGE_TAGS.all] }).catch((error: Error) => logger.warn(`CDN purge after ${reason} failed: ${error.message}`))
  }
}
