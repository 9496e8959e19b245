import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { z } from "@medusajs/framework/zod"
import type { AdminCategoryGrid, AdminCategoryGridProduct } from "@electroshop/contracts/catalog"
import { inStockSql } from "../../../lib/catalog/product-state"
import { queryInt } from "../../../lib/http/validation"

const manyStrings = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))

export const GridParams = z.object({
  q: z.string().trim().max(200).optional(),
  /** Products assigned (directly) to any of these categories; `none` = products without a category. */
  category_id: manyStrings,
  manufacturer: manyStrings,
  device_type: manyStrings,
  quality: manyStrings,
  in_stock: z.enum(["true", "false"]).optional(),
  offset: queryInt().min(0).default(0),
  limit: queryInt().min(1).max(200).default(50),
  order: z.enum(["title", "-created_at"]).default("title"),
})
export type GridParams = z.infer<typeof GridParams>

/** Products whose state (lib/catalog/product-state.ts) meets `condition`: a partial index when it is a rare one. */
const stateIs = (condition: string) => `exists (select 1 from catalog_product_state s where s.product_id = p.id and ${condition})`

/**
 * The assignment grid's page of master products, filtered and paged in SQL
 * (like the storefront listing in lib/catalog/listing-query.ts) so it stays
 * fast with tens of thousands of products.
 */
export async function queryGrid(db: Knex, params: GridParams): Promise<AdminCategoryGrid> {
  const base = db.from("product as p").whereNull("p.deleted_at")
  if (params.q) {
    const like = `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    base.where((w) => w.whereILike("p.title", like).orWhereILike("p.handle", like).orWhere("p.id", params.q!))
  }
  const categories = params.category_id.filter((c) => c !== "none")
  if (params.category_id.length) {
    base.where((w) => {
      if (categories.length) {
        w.orWhereExists((e) =>
          e.select(db.raw("1")).from("product_category_product as pcp").whereRaw("pcp.product_id = p.id").whereIn("pcp.product_category_id", categories),
        )
      }
      if (params.category_id.includes("none")) {
        w.orWhereRaw(stateIs("not s.categorized"))
      }
    })
  }
  if (params.manufacturer.length) base.whereIn(db.raw("p.metadata->>'manufacturer'") as any, params.manufacturer)
  if (params.device_type.length) base.whereIn(db.raw("p.metadata->>'device_type'") as any, params.device_type)
  if (params.quality.length) base.whereIn(db.raw("p.metadata->>'quality'") as any, params.quality)
  if (params.in_stock === "true") base.whereRaw(stateIs("s.in_stock"))
  if (params.in_stock === "false") base.whereRaw(stateIs("not s.in_stock"))

  const order = (a: string) => (params.order === "title" ? `${a}.title asc, ${a}.id asc` : `${a}.created_at desc, ${a}.id asc`)
  const [rows, [{ count }]] = await Promise.all([
    // The page is found on the order's index alone (an index-only scan: a deep page skips index entries, not
    // table rows), then its rows are read; the shown stock is looked up live for them (the filter reads the kept state).
    db
      .select(
        "g.id",
        "g.title",
        "g.handle",
        "g.thumbnail",
        "g.status",
        db.raw("g.metadata->>'manufacturer' as manufacturer"),
        db.raw("g.metadata->>'device_type' as device_type"),
        db.raw("g.metadata->>'quality' as quality"),
        db.raw(`${inStockSql("g")} as in_stock`),
      )
      .from(base.clone().select("p.id", "p.title", "p.created_at").orderByRaw(order("p")).limit(params.limit).offset(params.offset).as("k"))
      .join("product as g", "g.id", "k.id")
      .orderByRaw(order("k")),
    base.clone().count<{ count: string }[]>("* as count"),
  ])

  const ids = (rows as { id: string }[]).map((r) => r.id)
  const assigned: { product_id: string; id: string; name: string }[] = ids.length
    ? await db
        .select("pcp.product_id", "c.id", "c.name")
        .from("product_category_product as pcp")
        .join("product_category as c", "c.id", "pcp.product_category_id")
        .whereNull("c.deleted_at")
        .whereIn("pcp.product_id", ids)
        .orderBy("c.name")
    : []
  return {
    products: (rows as Omit<AdminCategoryGridProduct, "categories">[]).map((r) => ({
      ...r,
      categories: assigned.filter((a) => a.product_id === r.id).map(({ id, name }) => ({ id, name })),
    })),
    count: Number(count),
    offset: params.offset,
    limit: params.limit,
  }
}
