import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import {
  ContainerRegistrationKeys,
  InventoryEvents,
  InventoryLevelWorkflowEvents,
  OrderWorkflowEvents,
  PricingEvents,
  ProductCategoryWorkflowEvents,
  ProductVariantWorkflowEvents,
  ProductWorkflowEvents,
} from "@medusajs/framework/utils"
import { PAGE_TAGS, purgeStorefrontCache } from "../modules/cdn-purge/storefront-cache"
import { MetaMasterEvents } from "../workflows/meta-master/events"

/**
 * Keeps the storefront's page cache (README "Page cache") right: every
 * change a shopper could see on a cached page empties the pages showing it,
 * so the next visit renders them anew.
 *  - A category (Medusa's, and our type-category fields, whose workflows
 *    emit `product-category.*`) is in the menu of every page: tag `html`.
 *  - A product, variant, price or price list, stock level, reservation (an
 *    order selling the last unit), meta master or promotion changes what the
 *    catalogue pages show: tag `catalog` (home, category, product pages).
 *    A price or a stock level does not name its product, and a product's
 *    price shows on its page, its category listings, the home page and its
 *    meta-master siblings' pages, so one tag for all of them is both the
 *    simple and the safe choice; a change costs one render per visited page.
 * Events arriving together (a bulk edit, an order's many events) are
 * collected for a moment and sent as one purge.
 */
const COLLECT_MS = 25

const CATEGORY_EVENTS = [
  ProductCategoryWorkflowEvents.CREATED,
  ProductCategoryWorkflowEvents.UPDATED,
  ProductCategoryWorkflowEvents.DELETED,
]
const CATALOG_EVENTS = [
  ProductWorkflowEvents.CREATED,
  ProductWorkflowEvents.UPDATED,
  ProductWorkflowEvents.DELETED,
  ProductVariantWorkflowEvents.CREATED,
  ProductVariantWorkflowEvents.UPDATED,
  ProductVariantWorkflowEvents.DELETED,
  PricingEvents.PRICE_CREATED,
  PricingEvents.PRICE_UPDATED,
  PricingEvents.PRICE_DELETED,
  PricingEvents.PRICE_SET_UPDATED,
  PricingEvents.PRICE_LIST_CREATED,
  PricingEvents.PRICE_LIST_UPDATED,
  PricingEvents.PRICE_LIST_DELETED,
  InventoryLevelWorkflowEvents.CREATED,
  InventoryLevelWorkflowEvents.UPDATED,
  InventoryLevelWorkflowEvents.DELETED,
  InventoryEvents.INVENTORY_LEVEL_CREATED,
  InventoryEvents.INVENTORY_LEVEL_UPDATED,
  InventoryEvents.INVENTORY_LEVEL_DELETED,
  InventoryEvents.RESERVATION_ITEM_CREATED,
  InventoryEvents.RESERVATION_ITEM_UPDATED,
  InventoryEvents.RESERVATION_ITEM_DELETED,
  OrderWorkflowEvents.PLACED,
  OrderWorkflowEvents.CANCELED,
  MetaMasterEvents.CHANGED,
  "promotion.promotion.created",
  "promotion.promotion.updated",
  "promotion.promotion.deleted",
  "promotion.campaign.updated",
]

let pending: Set<string> | null = null

export default async function purgeStorefrontPages({ event, container }: SubscriberArgs<unknown>) {
  if (!pending) {
    const tags: Set<string> = (pending = new Set())
    setTimeout(() => {
      pending = null
      purgeStorefrontCache([...tags]).catch((error: Error) =>
        container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Storefront page cache purge failed: ${error.message}`),
      )
    }, COLLECT_MS)
  }
  pending.add((CATEGORY_EVENTS as string[]).includes(event.name) ? PAGE_TAGS.all : PAGE_TAGS.catalog)
}

export const config: SubscriberConfig = {
  event: [...CATEGORY_EVENTS, ...CATALOG_EVENTS],
}
