import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { CatalogListingParamsSchema, productQualityRank, type CatalogListingParams as Params, type SearchParams, type SearchSort } from "@electroshop/contracts/catalog"
import { productSearchScore, productSearchWhere } from "./search-sql"

/** The listing's query parameters, shared with the storefront through the contracts. */
export const CatalogListingParams = CatalogListingParamsSchema
export type CatalogListingParams = Params

const ORDER_BY: Record<SearchSort, string> = {
  relevance: "relevance desc, popularity desc nulls last, title asc",
  popular: "popularity desc nulls last, title asc",
  price_asc: "min_price asc nulls last, title asc",
  price_desc: "min_price desc nulls last, title asc",
  newest: "created_at desc, title asc",
  name: "title asc",
}

/** The lowest price of product `p` in the currency (the base price, no price list), `null` when unpriced. */
export function minPriceSql(db: Knex, currencyCode: string): Knex.Raw {
  return db.raw(
    `(select min(pr.amount) from product_variant v
       join product_variant_price_set vps on vps.variant_id = v.id and vps.deleted_at is null
       join price pr on pr.price_set_id = vps.price_set_id and pr.deleted_at is null
          and pr.currency_code = ? and pr.price_list_id is null and pr.rules_count = 0
      where v.product_id = p.id and v.deleted_at is null) as min_price`,
    [currencyCode],
  )
}

/** Restricts a query over `product as p` to what the shop shows: published, in one of the key's sales channels. */
export function whereListed(db: Knex, qb: Knex.QueryBuilder, salesChannelIds: string[]): void {
  qb.where("p.status", "published")
    .whereNull("p.deleted_at")
    .whereExists((e) =>
      e.select(db.raw("1")).from("product_sales_channel as psc")
        .whereRaw("psc.product_id = p.id").whereNull("psc.deleted_at").whereIn("psc.sales_channel_id", salesChannelIds),
    )
}

/**
 * The listing is filtered, sorted and paged in SQL so that it stays fast with
 * a large catalogue. Facets are disjunctive: each facet counts the products
 * matching every other active filter but not its own, so the counts say what
 * ticking one more box gives while the shopper can still widen the selection.
 * With `q` (the search results) only matching products are listed, each with
 * its relevance (search-sql.ts); `rankedIds` are Meilisearch's matches, when
 * it is configured (search-engine.ts).
 */
export async function queryCatalogListing(
  db: Knex,
  params: CatalogListingParams | SearchParams,
  ctx: { currencyCode: string; salesChannelIds: string[]; rankedIds?: string[] },
) {
  const base = db
    .with("cat", (qb) => {
      qb.withRecursive("tree", (t) => {
        t.select("id").from("product_category").where({ handle: params.category_handle ?? null, is_active: true, is_internal: false }).whereNull("deleted_at")
          .unionAll((u) => u.select("c.id").from("product_category as c").join("tree", "c.parent_category_id", "tree.id").whereNull("c.deleted_at").where("c.is_active", true))
      }).select("id").from("tree")
    })
    .with("listed", (qb) => {
      const q = "q" in params ? params.q : undefined
      qb.select(
        "p.id", "p.title", "p.created_at",
        q ? productSearchScore(db, q, ctx.rankedIds) : db.raw("null::numeric as relevance"),
        db.raw("p.metadata->>'manufacturer' as manufacturer"),
        db.raw("p.metadata->>'quality' as quality"),
        db.raw("(p.metadata->>'popularity')::int as popularity"),
        minPriceSql(db, ctx.currencyCode),
      )
        .from("product as p")
      whereListed(db, qb, ctx.salesChannelIds)
      if (params.category_handle) {
        qb.whereExists((e) =>
          e.select(db.raw("1")).from("product_category_product as pcp")
            .whereRaw("pcp.product_id = p.id").whereIn("pcp.product_category_id", db.select("id").from("cat")),
        )
      }
      if (q) productSearchWhere(qb, q, ctx.rankedIds)
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
        .sort((a, b) => productQualityRank(a.value) - productQualityRank(b.value)),
      price: { min: priceRange?.min == null ? null : Number(priceRange.min), max: priceRange?.max == null ? null : Number(priceRange.max) },
    },
  }
}
