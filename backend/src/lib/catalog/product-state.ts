import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * Per product (every status, not deleted): whether it is sellable now and
 * whether it has a category, in `catalog_product_state`, for the admin's bulk
 * category grid (api/admin/product-categories-bulk/grid-query.ts). Its
 * "sold out" and "without a category" filters checked each of 100,000
 * products through variants, stock levels and assignments (0.8–2.9 s); read
 * from here they are an index lookup. Written with the product's listing rows
 * (listing-refresh.ts), which the same events refresh.
 */

/** Sellable now: a variant without inventory management, or with stock not yet reserved at some location. */
export const inStockSql = (alias: string) => `exists (
  select 1 from product_variant v
   where v.product_id = ${alias}.id and v.deleted_at is null and (
     v.manage_inventory = false or v.allow_backorder = true or exists (
       select 1 from product_variant_inventory_item vii
         join inventory_level il on il.inventory_item_id = vii.inventory_item_id and il.deleted_at is null
        where vii.variant_id = v.id and vii.deleted_at is null
          and il.stocked_quantity - il.reserved_quantity >= vii.required_quantity)))`

/** The states of the products `where` picks (over `product p`), inserted anew. */
export const fillProductStatesSql = (where: string) => `
  insert into catalog_product_state (product_id, in_stock, categorized)
  select p.id, ${inStockSql("p")}, exists (select 1 from product_category_product pcp where pcp.product_id = p.id)
    from product p where p.deleted_at is null and (${where})`

/** These products' states again (a deleted product's goes). */
export async function writeProductStates(trx: Knex.Transaction, productIds: string[]): Promise<void> {
  await trx("catalog_product_state").whereIn("product_id", productIds).delete()
  await trx.raw(fillProductStatesSql("p.id = any(?)"), [productIds])
}

/** Every product's state again (after products were written in SQL, which no event announces). */
export async function rewriteAllProductStates(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx("catalog_product_state").delete()
    await trx.raw(fillProductStatesSql("true"))
  })
  // The planner's picture of how rare "sold out" and "without a category" are (see the migration).
  await db.raw("analyze catalog_product_state")
}
