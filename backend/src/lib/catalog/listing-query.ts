import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { PRICE_BAND_RATIO, priceBandSql } from "./listing-categories"
import {
  CatalogListingParamsSchema,
  productQualityRank,
  type CatalogListingParams as Params,
  type CatalogListingResponse,
  type SearchParams,
  type SearchSort,
} from "@electroshop/contracts/catalog"

/** The listing's query parameters, shared with the storefront through the contracts. */
export const CatalogListingParams = CatalogListingParamsSchema
export type CatalogListingParams = Params

// product_id last: equal titles keep one order, so pages neither repeat nor skip a product.
const ORDER_BY: Record<SearchSort, string> = {
  relevance: "relevance desc, popularity desc nulls last, title asc, product_id",
  popular: "popularity desc nulls last, title asc, product_id",
  price_asc: "min_price asc nulls last, title asc, product_id",
  price_desc: "min_price desc nulls last, title asc, product_id",
  newest: "product_created_at desc, title asc, product_id",
  name: "title asc, product_id",
}

type Filter = "manufacturer" | "quality" | "price"

/**
 * The listing answered from the read model (`catalog_listing`, kept current
 * by lib/catalog/listing-refresh.ts) in one SQL statement: the page of product
 * cards, the count and the facets. Prices are the calculated ones a shopper of
 * the region sees, so sorting and the price filter agree with the shown price.
 * Facets are disjunctive: each facet counts the products matching every other
 * active filter but not its own, so the counts say what ticking one more box
 * gives while the shopper can still widen the selection.
 * With `q` (the search results) only the products of `rankedIds` are listed,
 * the Search module's matches best first (product-search.ts); sorted by
 * relevance, in that order.
 */
export async function queryCatalogListing(
  db: Knex,
  params: CatalogListingParams | SearchParams,
  ctx: { regionId: string; salesChannelIds: string[]; rankedIds?: string[] },
): Promise<Omit<CatalogListingResponse, "page" | "limit">> {
  if (params.category_handle && !ctx.rankedIds && ctx.salesChannelIds.length === 1) {
    return shape(await queryCategoryPage(db, params, { regionId: ctx.regionId, salesChannelId: ctx.salesChannelIds[0] }))
  }
  const bindings: unknown[] = []
  const bind = (value: unknown) => (bindings.push(value), "?")

  let categoryTree = ""
  if (params.category_handle) {
    categoryTree = `cat as (
      with recursive tree as (
        select id from product_category where handle = ${bind(params.category_handle)} and is_active and not is_internal and deleted_at is null
        union all
        select c.id from product_category c join tree on c.parent_category_id = tree.id where c.deleted_at is null and c.is_active
      ) select array_agg(id) as ids from tree
    ),`
  }
  // Bindings are positional: each part is built in the order it appears in the statement.
  const ranked = ctx.rankedIds ? rankedJoin(bind, ctx.rankedIds) : null
  const where = [`region_id = ${bind(ctx.regionId)}`, `sales_channel_id = any(${bind(ctx.salesChannelIds)}::text[])`]
  if (params.category_handle) where.push("category_ids && (select ids from cat)")
  // A product in several of the key's sales channels is listed once.
  const distinct = ctx.salesChannelIds.length > 1 ? "distinct on (l.product_id)" : ""

  const filters = (skip?: Filter) => {
    const parts = ["true"]
    if (skip !== "manufacturer" && params.manufacturer.length) parts.push(`manufacturer = any(${bind(params.manufacturer)}::text[])`)
    if (skip !== "quality" && params.quality.length) parts.push(`quality = any(${bind(params.quality)}::text[])`)
    if (skip !== "price" && params.price_min !== undefined) parts.push(`min_price >= ${bind(params.price_min)}`)
    if (skip !== "price" && params.price_max !== undefined) parts.push(`min_price <= ${bind(params.price_max)}`)
    return parts.join(" and ")
  }

  const sql = `
    with ${categoryTree}
    listed as materialized (
      select ${distinct} l.product_id, l.sales_channel_id, l.title, l.manufacturer, l.quality, l.popularity, l.min_price, l.product_created_at,
        ${ranked ? RANKED_RELEVANCE : "null::numeric"} as relevance
      from catalog_listing l ${ranked ?? ""} where ${where.join(" and ")}
    ),
    filtered as (select * from listed where ${filters()}),
    page as (
      select product_id, sales_channel_id, row_number() over (order by ${ORDER_BY[params.sort]}) as n from filtered
      order by ${ORDER_BY[params.sort]} limit ${bind(params.limit)} offset ${bind((params.page - 1) * params.limit)}
    )
    select
      (select coalesce(json_agg(l.card order by page.n), '[]') from page
         join catalog_listing l on l.product_id = page.product_id and l.sales_channel_id = page.sales_channel_id and l.region_id = ${bind(ctx.regionId)}) as products,
      (select count(*) from filtered)::int as count,
      (select coalesce(json_agg(json_build_object('value', value, 'count', count) order by value), '[]') from (
         select manufacturer as value, count(*)::int as count from listed where manufacturer is not null and ${filters("manufacturer")} group by manufacturer) m) as manufacturers,
      (select coalesce(json_agg(json_build_object('value', value, 'count', count)), '[]') from (
         select quality as value, count(*)::int as count from listed where quality is not null and ${filters("quality")} group by quality) q) as qualities,
      (select json_build_object('min', min(min_price), 'max', max(min_price)) from listed where ${filters("price")}) as price
  `
  const { rows } = await db.raw(sql, bindings as Knex.ValueDict[])
  return shape(rows[0])
}

type ListingRow = {
  products: unknown[]
  count: number
  manufacturers: { value: string; count: number }[]
  qualities: { value: string; count: number }[]
  price: { min: number | string | null; max: number | string | null }
}

function shape(result: ListingRow): Omit<CatalogListingResponse, "page" | "limit"> {
  return {
    products: result.products,
    count: result.count,
    facets: {
      manufacturers: result.manufacturers,
      qualities: result.qualities.sort((a, b) => productQualityRank(a.value) - productQualityRank(b.value)),
      price: { min: result.price.min == null ? null : Number(result.price.min), max: result.price.max == null ? null : Number(result.price.max) },
    },
  }
}

/**
 * A category page in one sales channel (a store key's usual case), from the category side of the read
 * model (listing-categories.ts) so that a miss reads about one page of rows: the page by the index of
 * its sort (filters checked on the index), the count and facets summed from the category's facet rows.
 * Under a price filter those rows count for the price bands wholly inside it; the products of the bands
 * its bounds cut are counted from the category rows, on the index ordering them by (quality and) price.
 */
async function queryCategoryPage(
  db: Knex,
  params: CatalogListingParams | SearchParams,
  ctx: { regionId: string; salesChannelId: string },
): Promise<ListingRow> {
  const { price_min: lo, price_max: hi } = params
  const priced = lo !== undefined || hi !== undefined
  const bands = priced ? (await db.raw(`select ${priceBandSql("?::numeric")} as lo, ${priceBandSql("?::numeric")} as hi`, [lo ?? 0, hi ?? 0])).rows[0] : null
  const bindings: unknown[] = []
  const bind = (value: unknown) => (bindings.push(value), "?")
  const filters = (skip: Filter | undefined, alias: string) => {
    const parts = ["true"]
    if (skip !== "manufacturer" && params.manufacturer.length) parts.push(`${alias}.manufacturer = any(${bind(params.manufacturer)}::text[])`)
    if (skip !== "quality" && params.quality.length) parts.push(`${alias}.quality = any(${bind(params.quality)}::text[])`)
    return parts.join(" and ")
  }
  const inPrice = () => [lo !== undefined ? `m.min_price >= ${bind(lo)}` : "true", hi !== undefined ? `m.min_price <= ${bind(hi)}` : "true"].join(" and ")
  // Facet rows wholly inside the price filter: every facet row without one.
  const inside = () => {
    if (!bands) return "true"
    if (lo !== undefined && hi !== undefined && bands.lo === bands.hi) return "false"
    return [
      `f.price_band is not null`,
      lo !== undefined ? `f.price_band > ${bind(bands.lo)}` : "true",
      hi !== undefined ? `f.price_band < ${bind(bands.hi)}` : "true",
    ].join(" and ")
  }
  // Category rows of the bands the filter's bounds cut, each band one range of the price index
  // (1 % slack around a band's bounds; the band itself is checked exactly). Each edge binds its values
  // when it is written into the statement: bindings are positional.
  const edges = (): (() => string)[] => {
    if (!bands) return []
    if (lo !== undefined && hi !== undefined && bands.lo === bands.hi) return [inPrice]
    const band = (b: number, from: number, to: number) => () =>
      `m.min_price >= ${bind(from)} and m.min_price < ${bind(to)} and m.price_band = ${bind(b)} and ${inPrice()}`
    return [
      ...(lo !== undefined ? [band(bands.lo, lo, PRICE_BAND_RATIO ** (bands.lo + 1) * 1.01)] : []),
      ...(hi !== undefined ? [band(bands.hi, PRICE_BAND_RATIO ** bands.hi * 0.99, hi + 1)] : []),
    ]
  }
  /** Per value of `column` (or in all: `null`), the products passing every filter but `skip`. */
  const counted = (column: "manufacturer" | "quality" | null, skip?: Filter) => {
    const value = column ?? "null"
    const notNull = (alias: string) => (column ? `${alias}.${column} is not null` : "true")
    return [
      `select ${column ? `f.${column}` : "null"} as value, f.products as n from facets f where ${notNull("f")} and ${inside()} and ${filters(skip, "f")}`,
      ...edges().map((edge) => `select ${column ? `m.${value}` : "null"}, 1 from members m where ${notNull("m")} and ${edge()} and ${filters(skip, "m")}`),
    ].join(" union all ")
  }
  const pageWhere = () => `${filters(undefined, "m")} and ${inPrice()}`
  // A category page never sorts by relevance (a search's), which has no index here.
  const order = ORDER_BY[params.sort === "relevance" ? "popular" : params.sort]
  // Bindings are positional: each part is built in the order it appears in the statement.
  const sql = `
    with cat as materialized (
      select id from product_category where handle = ${bind(params.category_handle)} and is_active and not is_internal and deleted_at is null
    ),
    members as not materialized (
      select * from catalog_listing_category m
       where m.region_id = ${bind(ctx.regionId)} and m.sales_channel_id = ${bind(ctx.salesChannelId)} and m.category_id = (select id from cat)
    ),
    facets as not materialized (
      select * from catalog_category_facets f
       where f.region_id = ${bind(ctx.regionId)} and f.sales_channel_id = ${bind(ctx.salesChannelId)} and f.category_id = (select id from cat)
    ),
    page as (
      select m.product_id, row_number() over (order by ${order}) as n from members m where ${pageWhere()}
       order by ${order} limit ${bind(params.limit)} offset ${bind((params.page - 1) * params.limit)}
    )
    select
      (select coalesce(json_agg(l.card order by page.n), '[]') from page
         join catalog_listing l on l.product_id = page.product_id and l.sales_channel_id = ${bind(ctx.salesChannelId)} and l.region_id = ${bind(ctx.regionId)}) as products,
      (select coalesce(sum(n), 0) from (${counted(null)}) c)::int as count,
      (select coalesce(json_agg(json_build_object('value', value, 'count', count) order by value), '[]') from (
         select value, sum(n)::int as count from (${counted("manufacturer", "manufacturer")}) c group by value) mf) as manufacturers,
      (select coalesce(json_agg(json_build_object('value', value, 'count', count)), '[]') from (
         select value, sum(n)::int as count from (${counted("quality", "quality")}) c group by value) qf) as qualities,
      (select json_build_object('min', min(f.min_price), 'max', max(f.max_price)) from facets f where ${filters("price", "f")}) as price
  `
  const { rows } = await db.raw(sql, bindings as Knex.ValueDict[])
  return rows[0]
}

/**
 * Read-model rows `l` of the search's matches only, each with its place in `rankedIds` (`ranked.n`): a
 * join, where looking each row up in the array (array_position) cost O(matches²) with thousands of matches.
 */
export function rankedJoin(bind: (value: unknown) => string, rankedIds: string[]): string {
  return `join unnest(${bind(rankedIds)}::text[]) with ordinality as ranked(product_id, n) on ranked.product_id = l.product_id`
}
/** `relevance` of a row joined by rankedJoin: earlier in `rankedIds` is better. */
export const RANKED_RELEVANCE = "(-ranked.n)::numeric"
