import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * The category side of the listing's read model (migration Migration20261127094000): which categories'
 * pages show each listing row (`catalog_listing_category`) and per category the counts and price range
 * its page's facets need (`catalog_category_facets`). A category page shows the products of the category
 * and of its active sub-categories (listing-query.ts): the rows of a product are kept for its own active
 * categories and each active ancestor above them, climbing while the ancestors are active.
 */
const CLOSURE = `with recursive closure (category_id, shown_in, parent_id) as (
    select id, id, parent_category_id from product_category where is_active and deleted_at is null
    union all
    select cl.category_id, p.id, p.parent_category_id from closure cl
      join product_category p on p.id = cl.parent_id where p.is_active and p.deleted_at is null
  )`

/**
 * Facet rows are kept per price band too (prices PRICE_BAND_RATIO apart), so that under a price filter
 * the bands wholly inside it are summed and only the products of the one or two bands the filter's
 * bounds cut are counted one by one (listing-query.ts). The band of a price, in SQL: written with each
 * category row (`price_band`) and computed by the same expression for a filter's bounds.
 */
export const PRICE_BAND_RATIO = 1.1
export const priceBandSql = (price: string) => `floor(ln(greatest(${price}, 1)) / ln(${PRICE_BAND_RATIO}))::int`

/** Category rows of the listing rows `l` matching `where` (SQL over `l`, e.g. "true" for all). */
export const fillCategoryMembersSql = (where: string) => `${CLOSURE}
  insert into catalog_listing_category (region_id, sales_channel_id, category_id, product_id, title, manufacturer, quality, popularity, min_price, price_band, product_created_at)
  select l.region_id, l.sales_channel_id, cl.shown_in, l.product_id, l.title, l.manufacturer, l.quality, l.popularity, l.min_price, ${priceBandSql("l.min_price")}, l.product_created_at
    from catalog_listing l join closure cl on cl.category_id = any(l.category_ids)
   where ${where}
  on conflict do nothing`

/** Facet rows of the categories matching `where` (SQL over `m`), from their category rows. */
export const fillCategoryFacetsSql = (where: string) => `
  insert into catalog_category_facets (region_id, sales_channel_id, category_id, quality, manufacturer, price_band, products, min_price, max_price)
  select m.region_id, m.sales_channel_id, m.category_id, m.quality, m.manufacturer, m.price_band, count(*), min(m.min_price), max(m.min_price)
    from catalog_listing_category m where ${where}
   group by m.region_id, m.sales_channel_id, m.category_id, m.quality, m.manufacturer, m.price_band`

/**
 * Rewrites the category rows of these products from their listing rows, after `writeListingRows` (in
 * the same transaction) wrote those, and recounts the facets of every category they left or joined.
 */
export async function writeCategoryRows(trx: Knex.Transaction, productIds: string[], writeListingRows = async () => {}): Promise<void> {
  const categoriesOf = async () =>
    (await trx("catalog_listing_category").distinct("category_id").whereIn("product_id", productIds)).map((r: { category_id: string }) => r.category_id)
  // Before the listing rows go: deleting those deletes their category rows (foreign key).
  const before = await categoriesOf()
  await writeListingRows()
  await trx("catalog_listing_category").whereIn("product_id", productIds).delete()
  await trx.raw(fillCategoryMembersSql("l.product_id = any(?)"), [productIds])
  await recountCategoryFacets(trx, [...new Set([...before, ...(await categoriesOf())])])
}

/** The facet rows of these categories (all with null) again, from their category rows. */
export async function recountCategoryFacets(trx: Knex.Transaction, categoryIds: string[] | null): Promise<void> {
  if (categoryIds && !categoryIds.length) return
  // Writers in other processes (a rebuild by `medusa exec` next to the backend) take turns: two
  // transactions each deleting what the other cannot see yet would both insert a category's counts.
  await trx.raw("select pg_advisory_xact_lock(hashtext('catalog_category_facets'))")
  if (!categoryIds) {
    await trx("catalog_category_facets").delete()
    await trx.raw(fillCategoryFacetsSql("true"))
    return
  }
  await trx("catalog_category_facets").whereIn("category_id", categoryIds).delete()
  await trx.raw(fillCategoryFacetsSql("m.category_id = any(?)"), [categoryIds])
}

/** Listing rows deleted in bulk (`gone` deletes them) leave their category rows (foreign key) and so change the counts. */
export async function deleteListingRows(db: Knex, gone: (db: Knex) => Promise<number>): Promise<void> {
  await db.transaction(async (trx) => {
    if (await gone(trx)) await recountCategoryFacets(trx, null)
  })
}

/** Every category row again (a category moved, shown or hidden while no event was heard). */
export async function rewriteAllCategoryRows(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtext('catalog_category_facets'))")
    await trx("catalog_listing_category").delete()
    await trx.raw(fillCategoryMembersSql("true"))
    await recountCategoryFacets(trx, null)
  })
}
