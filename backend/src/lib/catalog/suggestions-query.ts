import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { searchTerms, type CategorySuggestion, type ProductSuggestion, type SearchSuggestionsParams } from "@electroshop/contracts/catalog"
import { productSearchScore, productSearchWhere, termMatches } from "./search-sql"

/** Category names folded like products' (search-sql.ts). */
const CATEGORY_NAME = "unaccent(lower(c.name))"

/**
 * The header box's suggestions: the best products by the search's relevance,
 * from the listing's read model (same matching, boost and prices as the
 * results page, so a suggestion is always among the results) and the shown
 * categories whose name matches every word.
 */
export async function searchSuggestions(
  db: Knex,
  params: SearchSuggestionsParams,
  ctx: { regionId: string; currencyCode: string; salesChannelIds: string[]; rankedIds?: string[] },
): Promise<{ products: ProductSuggestion[]; categories: CategorySuggestion[] }> {
  const productBindings: unknown[] = []
  const bindProduct = (value: unknown) => (productBindings.push(value), "?")
  // Bindings are positional: each part is built in the order it appears in the statement.
  const productsSql = `
    select * from (
      select distinct on (l.product_id)
        l.product_id as id, l.title, l.popularity, l.card->>'handle' as handle, l.card->>'thumbnail' as thumbnail, l.min_price,
        ${productSearchScore(bindProduct, params.q, ctx.rankedIds)} as relevance
      from catalog_listing l
      where l.region_id = ${bindProduct(ctx.regionId)} and l.sales_channel_id = any(${bindProduct(ctx.salesChannelIds)}::text[])
        and ${productSearchWhere(bindProduct, params.q, ctx.rankedIds)}
    ) found
    order by relevance desc, popularity desc nulls last, title asc, id
    limit ${bindProduct(params.limit)}`

  const categoryBindings: unknown[] = []
  const bindCategory = (value: unknown) => (categoryBindings.push(value), "?")
  const terms = searchTerms(params.q)
  const categoryMatch = terms.length ? terms.map((term) => termMatches(bindCategory, CATEGORY_NAME, term)).join(" and ") : "false"
  const categoriesSql = `
    select c.id, c.name, c.handle from product_category c
    where c.is_active and not c.is_internal and c.deleted_at is null and ${categoryMatch}
    order by c.rank, c.name
    limit ${bindCategory(params.limit)}`

  const [products, categories] = await Promise.all([
    db.raw(productsSql, productBindings as Knex.ValueDict[]),
    db.raw(categoriesSql, categoryBindings as Knex.ValueDict[]),
  ])
  return {
    products: (products.rows as any[]).map((p) => ({
      id: p.id,
      title: p.title,
      handle: p.handle,
      thumbnail: p.thumbnail,
      price: p.min_price == null ? null : Number(p.min_price),
      currency_code: ctx.currencyCode,
    })),
    categories: categories.rows as CategorySuggestion[],
  }
}
