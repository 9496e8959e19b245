import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SERVICE_PAGES_KEY } from "@electroshop/contracts/service"
import { CDN_PURGE_MODULE, ENDPOINT_KEY, type CdnPurgeService } from "../modules/cdn-purge"
import { ServiceEvents } from "../workflows/service/events"

/**
 * Staff changed a repair's price, parts or availability: the CDN keeps the repair pages (tagged
 * `service`, storefront lib/surrogate.server.ts) and the store API's repair answers
 * (`endpoint-service`) for minutes, so a shopper would still read the old price. Both are purged.
 * Without a configured CDN nothing happens.
 */
export default async function servicePriceListChanged({ container }: SubscriberArgs<{ id: string | null }>) {
  const cdn = container.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  if (!cdn.isConfigured()) return
  await cdn
    .purge({ mode: "key", keys: [SERVICE_PAGES_KEY, `${ENDPOINT_KEY}-service`] })
    .catch((error: Error) => container.resolve(ContainerRegistrationKeys.LOGGER).warn(`CDN purge after a repair price change failed: ${error.message}`))
}

export const config: SubscriberConfig = { event: ServiceEvents.PRICE_LIST_CHANGED }
