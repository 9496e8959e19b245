import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { deleteListingRows, rewriteAllCategoryRows } from "./listing-categories"
import { rebuildCatalogListing, refreshCatalogListing } from "./listing-refresh"
import { rewriteAllProductStates } from "./product-state"

/**
 * The last change of each product as Medusa's tables record it: the product,
 * its variants, their prices and price lists (also a start or end time that
 * has passed), stock levels and reservations.
 */
const LAST_CHANGES = `
  select id as product_id, greatest(updated_at, deleted_at) as changed from product
  union all select product_id, greatest(updated_at, deleted_at) from product_variant
  union all select v.product_id, greatest(p.updated_at, p.deleted_at, vps.updated_at, vps.deleted_at) from price p
    join product_variant_price_set vps on vps.price_set_id = p.price_set_id join product_variant v on v.id = vps.variant_id
  union all select v.product_id, greatest(pl.updated_at, pl.deleted_at, case when pl.starts_at <= now() then pl.starts_at end, case when pl.ends_at <= now() then pl.ends_at end)
    from price_list pl join price p on p.price_list_id = pl.id
    join product_variant_price_set vps on vps.price_set_id = p.price_set_id join product_variant v on v.id = vps.variant_id
  union all select v.product_id, greatest(il.updated_at, il.deleted_at) from inventory_level il
    join product_variant_inventory_item vii on vii.inventory_item_id = il.inventory_item_id join product_variant v on v.id = vii.variant_id
  union all select v.product_id, greatest(r.updated_at, r.deleted_at) from reservation_item r
    join product_variant_inventory_item vii on vii.inventory_item_id = r.inventory_item_id join product_variant v on v.id = vii.variant_id`

/**
 * At start-up: what changed while no subscriber listened (events of a crashed
 * or stopped backend are gone with its in-memory event bus). Refreshes the
 * products changed after their rows were written (products without rows:
 * after the latest write), and drops rows of products deleted for good. An
 * empty table is built completely. Seconds on 100,000 products, where a full
 * rebuild prices every product again (about 2 minutes per 10,000).
 */
export async function catchUpCatalogListing(container: MedusaContainer): Promise<{ rebuilt: boolean; refreshed: number }> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const {
    rows: [{ latest }],
  } = await db.raw("select max(refreshed_at) as latest from catalog_listing")
  if (!latest) return { rebuilt: true, refreshed: await rebuildCatalogListing(container) }
  const { rows } = await db.raw(
    `with changes as (${LAST_CHANGES}),
     last_change as (select product_id, max(changed) as changed from changes group by product_id),
     written as (select product_id, min(refreshed_at) as refreshed_at from catalog_listing group by product_id)
     select c.product_id from last_change c left join written w using (product_id)
      where c.changed > coalesce(w.refreshed_at, ?)`,
    [latest],
  )
  const ids = (rows as { product_id: string }[]).map((r) => r.product_id)
  await refreshCatalogListing(container, ids)
  // A category moved, shown or hidden changes the pages of every product under it: the category rows
  // are rewritten from the listing rows in SQL (seconds), no product is priced again.
  const {
    rows: [{ moved }],
  } = await db.raw("select exists (select 1 from product_category where greatest(updated_at, deleted_at) > ?) as moved", [latest])
  if (moved) await rewriteAllCategoryRows(db)
  // The admin grid's product states: after such a change too (a deleted category leaves products without one),
  // and the first time, as their migration runs before the link tables their filling reads exist.
  if (moved || !(await db("catalog_product_state").first("product_id"))) await rewriteAllProductStates(db)
  await deleteListingRows(db, (trx) =>
    trx("catalog_listing")
      .whereNotExists(trx("product").select(trx.raw("1")).whereRaw("product.id = catalog_listing.product_id"))
      .delete(),
  )
  return { rebuilt: false, refreshed: ids.length }
}
