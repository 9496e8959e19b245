import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { boostSql } from "../search-sql"
import type { ProductDocument } from "./product-index"

/**
 * The index documents of the given products (all products without `ids`),
 * with the same boost the PostgreSQL search ranks by. A product that is not
 * published (or deleted) has no document: the caller removes it.
 */
export async function productDocuments(db: Knex, ids?: string[]): Promise<ProductDocument[]> {
  const qb = db
    .select(
      "p.id", "p.title",
      db.raw("p.metadata->>'manufacturer' as manufacturer"),
      db.raw(`${boostSql("p.id")}::float as boost`),
      db.raw("coalesce((p.metadata->>'popularity')::int, 0) as popularity"),
      db.raw("array(select psc.sales_channel_id from product_sales_channel psc where psc.product_id = p.id and psc.deleted_at is null) as sales_channel_ids"),
    )
    .from("product as p")
    .where("p.status", "published")
    .whereNull("p.deleted_at")
  if (ids) qb.whereIn("p.id", ids)
  return (await qb) as ProductDocument[]
}
