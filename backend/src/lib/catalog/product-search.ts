import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { searchTerms, type CategorySuggestion } from "@electroshop/contracts/catalog"
import { foldForSearch, lastWordIsWhole, matchesEveryWord, queryVariants } from "./search-match"
import { searchVocabulary } from "./search-vocabulary"
import { PRODUCT_SEARCH_ORDER } from "../../search/_product-fields"

/**
 * Every product and category search goes through Medusa's Search module
 * (indexes in src/search/, provider chosen in medusa-config.ts: PostgreSQL,
 * or Meilisearch with MEILISEARCH_HOST). The query is sent folded and the
 * hits are narrowed to the shop's matching rule (search-match.ts).
 */

/**
 * Matching products feeding one listing, at most: the listing pages, filters
 * and prices the best this many in SQL (its count says as many). For a word
 * the engine walks its order's index until it has this many
 * (modules/postgres-search), and the listing reads as many rows. At 100,000 products, 300 instead of
 * 1,000 gave the bench's searches p50 46 / p95 109 ms instead of 70 / 163
 * (one run each); not taken, as facets, counts and price sorts would then
 * see fewer of a common word's products.
 */
export const MAX_MATCHES = 1000

/** A category name search: a few dozen documents, so the provider's own typo path is cheap there. */
const SEARCH_OPTIONS = { typo_tolerance: true, match_strategy: "all", count: "none" } as const
/** A product search: exact words (typos come from queryVariants), the last one as a prefix unless it is a whole word (lastWordIsWhole). */
const EXACT_OPTIONS = { typo_tolerance: false, count: "none", include_score: true } as const

type ProductHit = { id: string; score?: number; document: Record<string, unknown> }

/**
 * A query of several words asks for the best-scoring first: its words may
 * stand close together in one product and apart in another. PostgreSQL then
 * reads and sorts all its matches, which are fewer than one word's. Walking
 * the search order's index instead stops late when the words' products lie
 * low in that order ("iphone 2": 64 ms instead of 30 at 100,054 products).
 */
const SCORED_ORDER = { _score: "DESC", ...PRODUCT_SEARCH_ORDER } as const

/**
 * The ids of the products matching every word of `q` in one of the sales
 * channels, best first: the engine's text relevance, then the type
 * category's boost, then popularity. A one-word query asks the engine for
 * its first `take` by boost and popularity (PRODUCT_SEARCH_ORDER), which an
 * index serves, and those are ranked here. Such a query matching more than
 * `take` products thus lists the best-known of them rather than the
 * best-scoring; a common word mostly scores its products alike (same field,
 * once), and then the two agree.
 */
export async function rankedProductIds(container: MedusaContainer, q: string, salesChannelIds: string[], take = MAX_MATCHES): Promise<string[]> {
  if (!searchTerms(q).length || !salesChannelIds.length) return []
  const search = container.resolve(Modules.SEARCH)
  const vocabulary = await searchVocabulary(container)
  const answers = await Promise.all(
    queryVariants(q, vocabulary).map((variant) =>
      search.search({
        entity: "product",
        fields: ["id", "folded", "boost", "popularity"],
        filters: { q: variant, sales_channel_ids: { $in: salesChannelIds } },
        pagination: { take, order: searchTerms(variant).length === 1 ? PRODUCT_SEARCH_ORDER : SCORED_ORDER },
        search_options: { ...EXACT_OPTIONS, match_strategy: lastWordIsWhole(variant, vocabulary) ? "all" : "last" },
      }),
    ),
  )
  const hits = bestFirst(answers.flatMap((answer) => answer.hits))
  return hits
    .filter((hit) => matchesEveryWord(q, String(hit.document.folded ?? "")))
    .slice(0, take)
    .map((hit) => hit.id)
}

/** Hits of one or several variants by score, boost and popularity, each product once. */
function bestFirst(hits: ProductHit[]): ProductHit[] {
  const num = (hit: ProductHit, field: string) => Number(hit.document[field] ?? 0)
  const sorted = [...hits].sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || num(b, "boost") - num(a, "boost") || num(b, "popularity") - num(a, "popularity"))
  const seen = new Set<string>()
  return sorted.filter((hit) => !seen.has(hit.id) && seen.add(hit.id))
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
