import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { LISTING_EVENTS, productsTouchedBy } from "../lib/catalog/listing-events"
import { refreshCatalogListing } from "../lib/catalog/listing-refresh"

/**
 * Keeps the listing's read model current: a product, variant, price, price
 * list, stock level, reservation, category or placed order changes the rows
 * of the products it touches. Events arriving together (a product update
 * announces its variants and prices too, a bulk assignment thousands of
 * products) are collected for a moment and refreshed as one batch.
 */
const COLLECT_MS = 50

type Kind = (typeof LISTING_EVENTS)[string]
let batch: Map<Kind, Set<string>> | null = null

export default async function refreshListingRows({ event, container }: SubscriberArgs<{ id: string | string[] }>) {
  const kind = LISTING_EVENTS[event.name]
  const ids = [event.data?.id].flat().filter((id): id is string => typeof id === "string")
  if (!kind || !ids.length) return
  if (!batch) {
    const collecting = (batch = new Map())
    setTimeout(() => {
      batch = null
      refresh(container, collecting).catch((error) =>
        container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Catalogue listing refresh failed: ${(error as Error).message}`),
      )
    }, COLLECT_MS)
  }
  const set = batch.get(kind) ?? new Set<string>()
  for (const id of ids) set.add(id)
  batch.set(kind, set)
}

async function refresh(container: MedusaContainer, changed: Map<Kind, Set<string>>) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const products = await Promise.all([...changed].map(([kind, ids]) => productsTouchedBy(db, kind, [...ids])))
  await refreshCatalogListing(container, products.flat())
}

export const config: SubscriberConfig = { event: Object.keys(LISTING_EVENTS) }
