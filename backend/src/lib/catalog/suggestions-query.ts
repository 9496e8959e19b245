import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { searchTerms, type CategorySuggestion, type ProductSuggestion, type SearchSuggestionsParams } from "@electroshop/contracts/catalog"
import { minPriceSql, whereListed } from "./listing-query"
import { productSearchScore, productSearchWhere, termBindings, termMatches } from "./search-sql"

/** Category names folded like products' (search-sql.ts). */
const CATEGORY_NAME = "unaccent(lower(c.name))"

/**
 * The header box's suggestions: the best products by the search's relevance
 * (same matching and boost as the results page, so a suggestion is always
 * among the results) and the shown categories whose name matches every word.
 */
export async function searchSuggestions(
  db: Knex,
  params: SearchSuggestionsParams,
  ctx: { currencyCode: string; salesChannelIds: string[]; rankedIds?: string[] },
): Promise<{ products: ProductSuggestion[]; categories: CategorySuggestion[] }> {
  const products = db
    .select("p.id", "p.title", "p.handle", "p.thumbnail", productSearchScore(db, params.q, ctx.rankedIds), minPriceSql(db, ctx.currencyCode))
    .from("product as p")
  whereListed(db, products, ctx.salesChannelIds)
  productSearchWhere(products, params.q, ctx.rankedIds)
  products.orderByRaw("relevance desc, (p.metadata->>'popularity')::int desc nulls last, p.title asc").limit(params.limit)

  const terms = searchTerms(params.q)
  const categories = db
    .select("c.id", "c.name", "c.handle")
    .from("product_category as c")
    .where({ "c.is_active": true, "c.is_internal": false })
    .whereNull("c.deleted_at")
    .orderBy([{ column: "c.rank" }, { column: "c.name" }])
    .limit(params.limit)
  if (!terms.length) categories.whereRaw("false")
  for (const term of terms) categories.whereRaw(termMatches(CATEGORY_NAME, term), termBindings(term))

  const [productRows, categoryRows] = await Promise.all([products, categories])
  return {
    products: (productRows as any[]).map((p) => ({
      id: p.id,
      title: p.title,
      handle: p.handle,
      thumbnail: p.thumbnail,
      price: p.min_price == null ? null : Number(p.min_price),
      currency_code: ctx.currencyCode,
    })),
    categories: categoryRows as CategorySuggestion[],
  }
}
