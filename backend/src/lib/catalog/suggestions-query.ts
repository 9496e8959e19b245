import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ProductSuggestion, SearchSuggestionsParams, SearchSuggestionsResponse } from "@electroshop/contracts/catalog"
import { RANKED_RELEVANCE, rankedJoin } from "./listing-query"
import { matchingCategories, rankedProductIds } from "./product-search"

/** Best matches a box looks through for its few products: enough that some are listed in any region. */
const SUGGESTION_CANDIDATES = 50

/**
 * The header box's suggestions: the Search module's best products (the same
 * matches and order as the results page, so a suggestion is always among the
 * results) with price and image from the listing's read model, and the shown
 * categories whose name matches.
 */
export async function searchSuggestions(
  container: MedusaContainer,
  params: SearchSuggestionsParams,
  ctx: { regionId: string; currencyCode: string; salesChannelIds: string[] },
): Promise<Omit<SearchSuggestionsResponse, "q">> {
  const [rankedIds, categories] = await Promise.all([
    rankedProductIds(container, params.q, ctx.salesChannelIds, SUGGESTION_CANDIDATES),
    matchingCategories(container, params.q, params.limit),
  ])
  return {
    products: rankedIds.length ? await productCards(container.resolve(ContainerRegistrationKeys.PG_CONNECTION), rankedIds, params.limit, ctx) : [],
    categories,
  }
}

async function productCards(
  db: Knex,
  rankedIds: string[],
  limit: number,
  ctx: { regionId: string; currencyCode: string; salesChannelIds: string[] },
): Promise<ProductSuggestion[]> {
  const bindings: unknown[] = []
  const bind = (value: unknown) => (bindings.push(value), "?")
  // Bindings are positional: each part is built in the order it appears in the statement.
  const sql = `
    select * from (
      select distinct on (l.product_id)
        l.product_id as id, l.title, l.popularity, l.card->>'handle' as handle, l.card->>'thumbnail' as thumbnail, l.min_price,
        ${RANKED_RELEVANCE} as relevance
      from catalog_listing l ${rankedJoin(bind, rankedIds)}
      where l.region_id = ${bind(ctx.regionId)} and l.sales_channel_id = any(${bind(ctx.salesChannelIds)}::text[])
    ) found
    order by relevance desc, popularity desc nulls last, title asc, id
    limit ${bind(limit)}`
  const { rows } = await db.raw(sql, bindings as Knex.ValueDict[])
  return (rows as any[]).map((p) => ({
    id: p.id,
    title: p.title,
    handle: p.handle,
    thumbnail: p.thumbnail,
    price: p.min_price == null ? null : Number(p.min_price),
    currency_code: ctx.currencyCode,
  }))
}
