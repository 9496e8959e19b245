import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { purgeCatalogPages } from "../lib/catalog/purge-catalog-pages"
import { SpecialOfferEvents } from "../workflows/special-offer"

/** An offer was added or removed: its badge or gift shows on product pages and listings. */
export default async function specialOfferChanged({ container }: SubscriberArgs<{ id: string }>) {
  await purgeCatalogPages(container, "a special offer change")
}

export const config: SubscriberConfig = { event: SpecialOfferEvents.CHANGED }
