import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { productDocuments } from "./documents"
import type { MeiliProductIndex } from "./product-index"

/** Writes the current documents of these products; those no longer shown (deleted, unpublished) leave the index. */
export async function syncProducts(db: Knex, index: MeiliProductIndex, ids: string[]): Promise<void> {
  if (!ids.length) return
  const documents = await productDocuments(db, ids)
  const kept = new Set(documents.map((d) => d.id))
  await index.upsert(documents)
  await index.remove(ids.filter((id) => !kept.has(id)))
}

/** The products of these categories and their sub-categories: a category's boost ranks them all. */
export async function productsOfCategories(db: Knex, categoryIds: string[]): Promise<string[]> {
  if (!categoryIds.length) return []
  const rows: { product_id: string }[] = (
    await db.raw(
      `select distinct pcp.product_id
         from product_category c
         join product_category d on (d.id = c.id or d.mpath like c.mpath || '.%') and d.deleted_at is null
         join product_category_product pcp on pcp.product_category_id = d.id
        where c.id = any(?::text[])`,
      [categoryIds],
    )
  ).rows
  return rows.map((r) => r.product_id)
}

/** Settings and every shown product: the index built anew over the old one. */
export async function syncAllProducts(db: Knex, index: MeiliProductIndex): Promise<number> {
  await index.configure()
  const documents = await productDocuments(db)
  await index.upsert(documents)
  return documents.length
}
