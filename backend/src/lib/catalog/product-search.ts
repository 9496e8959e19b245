import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { searchTerms, type CategorySuggestion } from "@electroshop/contracts/catalog"
import { foldForSearch, matchesEveryWord } from "./search-match"

/**
 * Every product and category search goes through Medusa's Search module
 * (indexes in src/search/, provider chosen in medusa-config.ts: PostgreSQL,
 * or Meilisearch with MEILISEARCH_HOST). The query is sent folded and the
 * hits are narrowed to the shop's matching rule (search-match.ts).
 */

/** Matching products feeding one listing, at most: the listing pages, filters and prices them in SQL. */
export const MAX_MATCHES = 5000

const SEARCH_OPTIONS = { typo_tolerance: true, match_strategy: "all", count: "none" } as const

/**
 * The ids of the products matching every word of `q` in one of the sales
 * channels, best first: the engine's text relevance, then the type
 * category's boost, then popularity.
 */
export async function rankedProductIds(container: MedusaContainer, q: string, salesChannelIds: string[], take = MAX_MATCHES): Promise<string[]> {
  if (!searchTerms(q).length || !salesChannelIds.length) return []
  const { hits } = await container.resolve(Modules.SEARCH).search({
    entity: "product",
    fields: ["id", "folded"],
    filters: { q: foldForSearch(q), sales_channel_ids: { $in: salesChannelIds } },
    pagination: { take, order: { _score: "DESC", boost: "DESC", popularity: "DESC" } },
    search_options: SEARCH_OPTIONS,
  })
  return hits.filter((hit) => matchesEveryWord(q, String(hit.document.folded ?? ""))).map((hit) => hit.id)
}

/** Categories a search box looks through: all of a shop's, so the rule's narrowing never hides one. */
const MAX_CATEGORIES = 200

/** The shown categories whose name matches every word of `q`, in the menu's order. */
export async function matchingCategories(container: MedusaContainer, q: string, take: number): Promise<CategorySuggestion[]> {
  if (!searchTerms(q).length) return []
  const { hits } = await container.resolve(Modules.SEARCH).search({
    entity: "product_category",
    fields: ["id", "name", "handle", "folded"],
    filters: { q: foldForSearch(q) },
    pagination: { take: MAX_CATEGORIES, order: { rank: "ASC", name: "ASC" } },
    search_options: SEARCH_OPTIONS,
  })
  return hits
    .filter((hit) => matchesEveryWord(q, String(hit.document.folded ?? "")))
    .slice(0, take)
    .map((hit) => ({ id: hit.id, name: String(hit.document.name), handle: String(hit.document.handle) }))
}
