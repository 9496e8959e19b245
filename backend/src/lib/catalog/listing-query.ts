import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { z } from "@medusajs/framework/zod"
import { QUALITIES } from "@electroshop/domain"
import { queryInt } from "../http/validation"

/** New devices first, then used ones from the best grade down. */
const QUALITY_ORDER: string[] = ["new", ...QUALITIES]

const manyStrings = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter(Boolean))

const price = z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0).optional())

export const CatalogListingParams = z.object({
  category_handle: z.string().min(1).optional(),
  manufacturer: manyStrings,
  quality: manyStrings,
  price_min: price,
  price_max: price,
  q: z.string().trim().min(2).optional(),
  sort: z.enum(["popular", "price_asc", "price_desc", "newest", "name"]).default("popular"),
  page: queryInt().min(1).default(1),
  limit: queryInt().min(1).max(100).default(12),
  region_id: z.string().optional(),
}).refine((p) => p.price_min === undefined || p.price_max === undefined || p.price_min <= p.price_max, {
  // An inverted range would silently list nothing; the storefront shows its own field message.
  path: ["price_max"],
  message: "price_max must not be lower than price_min",
})
export type CatalogListingParams = z.infer<typeof CatalogListingParams>

const ORDER_BY: Record<CatalogListingParams["sort"], string> = {
  popular: "popularity desc nulls last, title asc",
  price_asc: "min_price asc nulls last, title asc",
  price_desc: "min_price desc nulls last, title asc",
  newest: "created_at desc, title asc",
  name: "title asc",
}

/**
 * The listing is filtered, sorted and paged in SQL so that it stays fast with
 * a large catalogue. Facets are disjunctive: each facet counts the products
 * matching every other active filter but not its own, so the counts say what
 * ticking one more box gives while the shopper can still widen the selection.
 */
export async function queryCatalogListing(
  db: Knex,
  params: CatalogListingParams,
  ctx: { currencyCode: string; salesChannelIds: string[] },
) {
  const base = db
    .with("cat", (qb) => {
      qb.withRecursive("tree", (t) => {
        t.select("id").from("product_category").where({ handle: params.category_handle ?? null, is_active: true, is_internal: false }).whereNull("deleted_at")
          .unionAll((u) => u.select("c.id").from("product_category as c").join("tree", "c.parent_category_id", "tree.id").whereNull("c.deleted_at").where("c.is_active", true))
      }).select("id").from("tree")
    })
    .with("listed", (qb) => {
      qb.select(
        "p.id", "p.title", "p.created_at",
        db.raw("p.metadata->>'manufacturer' as manufacturer"),
        db.raw("p.metadata->>'quality' as quality"),
        db.raw("(p.metadata->>'popularity')::int as popularity"),
        db.raw(
          `(select min(pr.amount) from product_variant v
             join product_variant_price_set vps on vps.variant_id = v.id and vps.deleted_at is null
             join price pr on pr.price_set_id = vps.price_set_id and pr.deleted_at is null
                and pr.currency_code = ? and pr.price_list_id is null and pr.rules_count = 0
            where v.product_id = p.id and v.deleted_at is null) as min_price`,
          [ctx.currencyCode],
        ),
      )
        .from("product as p")
        .where("p.status", "published")
        .whereNull("p.deleted_at")
        .whereExists((e) =>
          e.select(db.raw("1")).from("product_sales_channel as psc")
            .whereRaw("psc.product_id = p.id").whereNull("psc.deleted_at").whereIn("psc.sales_channel_id", ctx.salesChannelIds),
        )
      if (params.category_handle) {
        qb.whereExists((e) =>
          e.select(db.raw("1")).from("product_category_product as pcp")
            .whereRaw("pcp.product_id = p.id").whereIn("pcp.product_category_id", db.select("id").from("cat")),
        )
      }
      if (params.q) qb.whereILike("p.title", `%${params.q}%`)
    })

  type Filter = "manufacturer" | "quality" | "price"
  /** The listing with every active filter except `skip` (a facet's own). */
  const listedWithout = (skip?: Filter) => {
    const qb = base.clone().from("listed")
    if (skip !== "manufacturer" && params.manufacturer.length) qb.whereIn("manufacturer", params.manufacturer)
    if (skip !== "quality" && params.quality.length) qb.whereIn("quality", params.quality)
    if (skip !== "price" && params.price_min !== undefined) qb.where("min_price", ">=", params.price_min)
    if (skip !== "price" && params.price_max !== undefined) qb.where("min_price", "<=", params.price_max)
    return qb
  }
  const filtered = listedWithout().select("*")

  const [rows, [{ count }], manufacturers, qualities, [priceRange]] = await Promise.all([
    filtered.clone().orderByRaw(ORDER_BY[params.sort]).limit(params.limit).offset((params.page - 1) * params.limit),
    db.from(filtered.clone().as("f")).count<{ count: string }[]>("* as count"),
    listedWithout("manufacturer").select("manufacturer as value").count("* as count").whereNotNull("manufacturer").groupBy("manufacturer").orderBy("manufacturer"),
    listedWithout("quality").select("quality as value").count("* as count").whereNotNull("quality").groupBy("quality"),
    listedWithout("price").min("min_price as min").max("min_price as max"),
  ])

  return {
    ids: (rows as { id: string }[]).map((r) => r.id),
    count: Number(count),
    facets: {
      manufacturers: (manufacturers as { value: string; count: string }[]).map((m) => ({ value: m.value, count: Number(m.count) })),
      qualities: (qualities as { value: string; count: string }[])
        .map((q) => ({ value: q.value, count: Number(q.count) }))
        .sort((a, b) => QUALITY_ORDER.indexOf(a.value) - QUALITY_ORDER.indexOf(b.value)),
      price: { min: priceRange?.min == null ? null : Number(priceRange.min), max: priceRange?.max == null ? null : Number(priceRange.max) },
    },
  }
}
