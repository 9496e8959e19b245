import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { purgeCatalogPages } from "../lib/catalog/purge-catalog-pages"
import { BaremEvents } from "../workflows/barem"

/** A scale changed: every product page's "from N a month" may have. */
export default async function baremChanged({ container }: SubscriberArgs<{ id: string }>) {
  await purgeCatalogPages(container, "a barem change")
}

export const config: SubscriberConfig = { event: BaremEvents.CHANGED }
