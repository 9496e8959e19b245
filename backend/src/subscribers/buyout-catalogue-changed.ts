import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BUYOUT_PAGES_KEY } from "@electroshop/contracts/buyout"
import { CDN_PURGE_MODULE, ENDPOINT_KEY, type CdnPurgeService } from "../modules/cdn-purge"
import { BuyoutEvents } from "../workflows/buyout/events"

/**
 * Staff changed the buy-out catalogue (a price, a question, a colour, a centre…): the CDN keeps
 * the selector's pages and the store API's buy-out answers for minutes, so a seller would still
 * see the old price. Both are purged by key: `buyout` tags those pages and the repair pages, which
 * pick the device from the same catalogue and list the same centres (storefront
 * lib/surrogate.server.ts), `endpoint-buyout` and `endpoint-service` the answers. Without a
 * configured CDN nothing happens.
 */
const BUYOUT_PURGE_KEYS = [BUYOUT_PAGES_KEY, `${ENDPOINT_KEY}-buyout`, `${ENDPOINT_KEY}-service`]

export default async function buyoutCatalogueChanged({ container }: SubscriberArgs<{ kind: string; id: string | number | null }>) {
  const cdn = container.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  if (!cdn.isConfigured()) return
  await cdn
    .purge({ mode: "key", keys: BUYOUT_PURGE_KEYS })
    .catch((error: Error) => container.resolve(ContainerRegistrationKeys.LOGGER).warn(`CDN purge after a buy-out catalogue change failed: ${error.message}`))
}

export const config: SubscriberConfig = { event: BuyoutEvents.CATALOGUE_CHANGED }
