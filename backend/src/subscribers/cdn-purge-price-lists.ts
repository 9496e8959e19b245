import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BUYOUT_PAGES_KEY } from "@electroshop/contracts/buyout"
import { SERVICE_PAGES_KEY } from "@electroshop/contracts/service"
import { CDN_PURGE_MODULE, ENDPOINT_KEY, type CdnPurgeService } from "../modules/cdn-purge"
import { BuyoutEvents } from "../workflows/buyout/events"
import { ServiceEvents } from "../workflows/service/events"

/**
 * Staff changed a price list the CDN keeps for minutes: a seller or a shopper would still read the
 * old price. Each event purges the surrogate keys of what it changes (pages tagged in the
 * storefront's lib/surrogate.server.ts, store API answers `endpoint-<resource>`):
 * - the buy-out catalogue (a price, a question, a colour, a centre…): its pages, and the repair
 *   pages, which pick the device from the same catalogue and list the same centres;
 * - the repair price list (a price, parts, availability): the repair pages.
 * Without a configured CDN nothing happens.
 */
const PURGE_KEYS: Record<string, string[]> = {
  [BuyoutEvents.CATALOGUE_CHANGED]: [BUYOUT_PAGES_KEY, `${ENDPOINT_KEY}-buyout`, `${ENDPOINT_KEY}-service`],
  [ServiceEvents.PRICE_LIST_CHANGED]: [SERVICE_PAGES_KEY, `${ENDPOINT_KEY}-service`],
}

export default async function purgePriceListPages({ event, container }: SubscriberArgs<unknown>) {
  const cdn = container.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  if (!cdn.isConfigured()) return
  await cdn
    .purge({ mode: "key", keys: PURGE_KEYS[event.name] })
    .catch((error: Error) => container.resolve(ContainerRegistrationKeys.LOGGER).warn(`CDN purge after ${event.name} failed: ${error.message}`))
}

export const config: SubscriberConfig = { event: Object.keys(PURGE_KEYS) }
