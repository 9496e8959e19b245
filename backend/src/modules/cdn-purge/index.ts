import { Module } from "@medusajs/framework/utils"
import CdnPurgeService from "./service"

export const CDN_PURGE_MODULE = "cdnPurge"

/**
 * Purges the CDN (Fastly) in front of the storefront and the store API; see
 * docs/caching.md "CDN cache purge". No tables: it only talks to Fastly's purge API.
 */
export default Module(CDN_PURGE_MODULE, {
  service: CdnPurgeService,
})

export type { CdnPurgeService }
export * from "./surrogate-keys"
export * from "./errors"
