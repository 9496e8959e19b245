import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import {
  InventoryEvents,
  OrderWorkflowEvents,
  PricingEvents,
  ProductCategoryWorkflowEvents,
  ProductVariantWorkflowEvents,
  ProductWorkflowEvents,
} from "@medusajs/framework/utils"

/**
 * The events that change a listing row, each with the SQL finding the
 * products it touches from the event's ids. The lookups read soft-deleted
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
  order: `select li.product_id from order_item oi
    join order_line_item li on li.id = oi.item_id where oi.order_id = any(?) and li.product_id is not null`,
}

export const LISTING_EVENTS: Record<string, keyof typeof PRODUCTS_OF> = {
  [ProductWorkflowEvents.CREATED]: "product",
  [ProductWorkflowEvents.UPDATED]: "product",
  [ProductWorkflowEvents.DELETED]: "product",
  [ProductVariantWorkflowEvents.CREATED]: "variant",
  [ProductVariantWorkflowEvents.UPDATED]: "variant",
  [ProductVariantWorkflowEvents.DELETED]: "variant",
  [PricingEvents.PRICE_CREATED]: "price",
  [PricingEvents.PRICE_UPDATED]: "price",
  [PricingEvents.PRICE_DELETED]: "price",
  [PricingEvents.PRICE_SET_UPDATED]: "priceSet",
  [PricingEvents.PRICE_LIST_CREATED]: "priceList",
  [PricingEvents.PRICE_LIST_UPDATED]: "priceList",
  [PricingEvents.PRICE_LIST_DELETED]: "priceList",
  [InventoryEvents.INVENTORY_ITEM_UPDATED]: "inventoryItem",
  [InventoryEvents.INVENTORY_LEVEL_CREATED]: "inventoryLevel",
  [InventoryEvents.INVENTORY_LEVEL_UPDATED]: "inventoryLevel",
  [InventoryEvents.INVENTORY_LEVEL_DELETED]: "inventoryLevel",
  [InventoryEvents.RESERVATION_ITEM_CREATED]: "reservation",
  [InventoryEvents.RESERVATION_ITEM_UPDATED]: "reservation",
  [InventoryEvents.RESERVATION_ITEM_DELETED]: "reservation",
  [ProductCategoryWorkflowEvents.UPDATED]: "category",
  [ProductCategoryWorkflowEvents.DELETED]: "category",
  [OrderWorkflowEvents.PLACED]: "order",
}

/** The products that events of one kind (same entity) with these ids touch. */
export async function productsTouchedBy(db: Knex, kind: keyof typeof PRODUCTS_OF, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const { rows } = await db.raw(PRODUCTS_OF[kind], [ids])
  return (rows as { product_id: string }[]).map((r) => r.product_id)
}
