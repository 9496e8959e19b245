import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import {
  InventoryEvents,
  InventoryLevelWorkflowEvents,
  OrderWorkflowEvents,
  PricingEvents,
  ProductCategoryWorkflowEvents,
  ProductVariantWorkflowEvents,
  ProductWorkflowEvents,
} from "@medusajs/framework/utils"
import { PAGE_TAGS } from "../../modules/cdn-purge/storefront-cache"
import { MetaMasterEvents } from "../../workflows/meta-master/events"
import { ReviewEvents } from "../../workflows/review/events"

/**
 * The SQL finding, from an event's ids, the products whose listing rows it
 * changes. The lookups read soft-deleted
 * rows too, so a deleted price or variant still names its product.
 */
const PRODUCTS_OF: Record<string, string> = {
  product: "select id as product_id from product where id = any(?)",
  variant: "select product_id from product_variant where id = any(?)",
  price: `select v.product_id from price p
    join product_variant_price_set vps on vps.price_set_id = p.price_set_id
    join product_variant v on v.id = vps.variant_id where p.id = any(?)`,
  priceSet: `select v.product_id from product_variant_price_set vps
    join product_variant v on v.id = vps.variant_id where vps.price_set_id = any(?)`,
  priceList: `select v.product_id from price p
    join product_variant_price_set vps on vps.price_set_id = p.price_set_id
    join product_variant v on v.id = vps.variant_id where p.price_list_id = any(?)`,
  inventoryItem: `select v.product_id from product_variant_inventory_item vii
    join product_variant v on v.id = vii.variant_id where vii.inventory_item_id = any(?)`,
  inventoryLevel: `select v.product_id from inventory_level il
    join product_variant_inventory_item vii on vii.inventory_item_id = il.inventory_item_id
    join product_variant v on v.id = vii.variant_id where il.id = any(?)`,
  reservation: `select v.product_id from reservation_item r
    join product_variant_inventory_item vii on vii.inventory_item_id = r.inventory_item_id
    join product_variant v on v.id = vii.variant_id where r.id = any(?)`,
  category: "select product_id from product_category_product where product_category_id = any(?)",
  review: "select product_id from review where id = any(?)",
  order: `select li.product_id from order_item oi
    join order_line_item li on li.id = oi.item_id where oi.order_id = any(?) and li.product_id is not null`,
}

type Kind = keyof typeof PRODUCTS_OF

/**
 * Every event a shopper could see on a page, each with the pages it changes
 * (page-cache tag) and, where it changes listing rows, how to find their
 * products. A category is in the menu of every page: tag `html`. A product,
 * variant, price, stock level, reservation, meta master or promotion changes
 * the catalogue pages: tag `catalog` (a price or stock level does not name its
 * product, and a product shows on its page, its listings, the home page and
 * its meta-master siblings' pages, so one tag for all of them is both the
 * simple and the safe choice).
 */
export const CATALOG_EVENTS: Record<string, { tag: string; rows?: Kind }> = {
  [ProductWorkflowEvents.CREATED]: { tag: PAGE_TAGS.catalog, rows: "product" },
  [ProductWorkflowEvents.UPDATED]: { tag: PAGE_TAGS.catalog, rows: "product" },
  [ProductWorkflowEvents.DELETED]: { tag: PAGE_TAGS.catalog, rows: "product" },
  [ProductVariantWorkflowEvents.CREATED]: { tag: PAGE_TAGS.catalog, rows: "variant" },
  [ProductVariantWorkflowEvents.UPDATED]: { tag: PAGE_TAGS.catalog, rows: "variant" },
  [ProductVariantWorkflowEvents.DELETED]: { tag: PAGE_TAGS.catalog, rows: "variant" },
  [PricingEvents.PRICE_CREATED]: { tag: PAGE_TAGS.catalog, rows: "price" },
  [PricingEvents.PRICE_UPDATED]: { tag: PAGE_TAGS.catalog, rows: "price" },
  [PricingEvents.PRICE_DELETED]: { tag: PAGE_TAGS.catalog, rows: "price" },
  [PricingEvents.PRICE_SET_UPDATED]: { tag: PAGE_TAGS.catalog, rows: "priceSet" },
  [PricingEvents.PRICE_LIST_CREATED]: { tag: PAGE_TAGS.catalog, rows: "priceList" },
  [PricingEvents.PRICE_LIST_UPDATED]: { tag: PAGE_TAGS.catalog, rows: "priceList" },
  [PricingEvents.PRICE_LIST_DELETED]: { tag: PAGE_TAGS.catalog, rows: "priceList" },
  [InventoryEvents.INVENTORY_ITEM_UPDATED]: { tag: PAGE_TAGS.catalog, rows: "inventoryItem" },
  [InventoryEvents.INVENTORY_LEVEL_CREATED]: { tag: PAGE_TAGS.catalog, rows: "inventoryLevel" },
  [InventoryEvents.INVENTORY_LEVEL_UPDATED]: { tag: PAGE_TAGS.catalog, rows: "inventoryLevel" },
  [InventoryEvents.INVENTORY_LEVEL_DELETED]: { tag: PAGE_TAGS.catalog, rows: "inventoryLevel" },
  [InventoryLevelWorkflowEvents.CREATED]: { tag: PAGE_TAGS.catalog },
  [InventoryLevelWorkflowEvents.UPDATED]: { tag: PAGE_TAGS.catalog },
  [InventoryLevelWorkflowEvents.DELETED]: { tag: PAGE_TAGS.catalog },
  [InventoryEvents.RESERVATION_ITEM_CREATED]: { tag: PAGE_TAGS.catalog, rows: "reservation" },
  [InventoryEvents.RESERVATION_ITEM_UPDATED]: { tag: PAGE_TAGS.catalog, rows: "reservation" },
  [InventoryEvents.RESERVATION_ITEM_DELETED]: { tag: PAGE_TAGS.catalog, rows: "reservation" },
  [ProductCategoryWorkflowEvents.CREATED]: { tag: PAGE_TAGS.all },
  [ProductCategoryWorkflowEvents.UPDATED]: { tag: PAGE_TAGS.all, rows: "category" },
  [ProductCategoryWorkflowEvents.DELETED]: { tag: PAGE_TAGS.all, rows: "category" },
  [OrderWorkflowEvents.PLACED]: { tag: PAGE_TAGS.catalog, rows: "order" },
  [OrderWorkflowEvents.CANCELED]: { tag: PAGE_TAGS.catalog },
  [MetaMasterEvents.CHANGED]: { tag: PAGE_TAGS.catalog },
  // a product's rating shows on its page, its cards and in its JSON-LD
  [ReviewEvents.CHANGED]: { tag: PAGE_TAGS.catalog, rows: "review" },
  "promotion.promotion.created": { tag: PAGE_TAGS.catalog },
  "promotion.promotion.updated": { tag: PAGE_TAGS.catalog },
  "promotion.promotion.deleted": { tag: PAGE_TAGS.catalog },
  "promotion.campaign.updated": { tag: PAGE_TAGS.catalog },
}

/**
 * The products listed under these categories (their sub-trees, deleted ones too): a category moved,
 * shown or hidden changes which category pages list them (listing-categories.ts).
 */
export async function productsUnderCategories(db: Knex, categoryIds: string[]): Promise<string[]> {
  if (!categoryIds.length) return []
  const { rows } = await db.raw(
    `with recursive tree as (
       select id from product_category where id = any(?)
       union select c.id from product_category c join tree on c.parent_category_id = tree.id
     ) select distinct product_id from product_category_product where product_category_id in (select id from tree)`,
    [categoryIds],
  )
  return (rows as { product_id: string }[]).map((r) => r.product_id)
}

/** The products that events of one kind (same entity) with these ids touch. */
export async function productsTouchedBy(db: Knex, kind: Kind, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const { rows } = await db.raw(PRODUCTS_OF[kind], [ids])
  return (rows as { product_id: string }[]).map((r) => r.product_id)
}
