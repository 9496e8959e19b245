import { searchTerms } from "@electroshop/contracts/catalog"

/**
 * Product search on PostgreSQL: `unaccent`, `pg_trgm`, `fuzzystrmatch` (migration in the
 * type-category module, which owns the boost). Both sides are folded the same
 * way — the query by `normalizeSearchQuery` (lower case, no diacritics), the
 * product by `unaccent(lower(title + manufacturer))` — so "ctecka" finds
 * "Čtečka" and "tarca" finds "Tarcă". A word matches when it is a substring of
 * the product text, or — for words of TYPO_MIN_LENGTH letters or more — with
 * one typo: a word of the product is one edit away (fuzzystrmatch's
 * Levenshtein: "xiomi" → "Xiaomi"), or pg_trgm's `word_similarity` is at
 * least TYPO_SIMILARITY, which also lets a swap of two letters through
 * ("galxy" → "Galaxy", "cteka" → "čtečka": 0.5 each). Shorter words must be
 * exact: one edit turns them into too many other words. Every word must match.
 *
 * The product side is a row of the listing's read model (`catalog_listing as
 * l`, listing-query.ts). Functions over every listed row, no index: right for
 * a shop of a few thousand products; a larger catalogue sets MEILISEARCH_HOST
 * (README "Search").
 *
 * The SQL is built with the caller's `bind`, which records a value and
 * returns its placeholder, so the pieces slot into a statement whose
 * bindings are positional.
 */
export const TYPO_SIMILARITY = 0.5
export const TYPO_MIN_LENGTH = 5

type Bind = (value: unknown) => string

/** The folded text of read-model row `l` that a search compares with. */
const DOC = "unaccent(lower(l.title || ' ' || coalesce(l.manufacturer, '')))"

/**
 * The highest `meilisearch_boost` of the categories of product `productId`
 * (type-category rows), 1 without one. Stored with a dot (normalizeBoost); a
 * value that is not a number counts as 1 rather than failing the search.
 */
export function boostSql(productId: string): string {
  return `coalesce((
  select max(case when tc.meilisearch_boost ~ '^[0-9]*[.,]{0,1}[0-9]+$' then replace(tc.meilisearch_boost, ',', '.')::numeric end)
    from product_category_product pcp
    join type_category_type_category_product_product_category tl on tl.product_category_id = pcp.product_category_id and tl.deleted_at is null
    join type_category tc on tc.id = tl.type_category_id and tc.deleted_at is null
   where pcp.product_id = ${productId}), 1)`
}

/**
 * The condition on row `l` of matching every word of `q`; with `rankedIds`
 * (Meilisearch's answer, search-engine.ts) of being one of those.
 */
export function productSearchWhere(bind: Bind, q: string, rankedIds?: string[]): string {
  if (rankedIds) return `l.product_id = any(${bind(rankedIds)}::text[])`
  const terms = searchTerms(q)
  // Only punctuation ("!!"): nothing to look for, so nothing is found.
  if (!terms.length) return "false"
  return terms.map((term) => termMatches(bind, DOC, term)).join(" and ")
}

/** SQL: word `term` is in the folded `text`, or (long enough) nearly. */
export function termMatches(bind: Bind, text: string, term: string): string {
  const substring = `${text} like ${bind(`%${term}%`)}`
  if (term.length < TYPO_MIN_LENGTH) return substring
  const similar = `word_similarity(${bind(term)}, ${text}) >= ${bind(TYPO_SIMILARITY)}`
  const oneEditAway = `exists (select 1 from regexp_split_to_table(${text}, '[^[:alnum:]]+') w where levenshtein_less_equal(w, ${bind(term)}, 1) <= 1)`
  return `(${substring} or ${similar} or ${oneEditAway})`
}

/**
 * `relevance` of row `l`: how well the words match (1 each for an exact
 * word) times the category boost; with `rankedIds` the engine's order
 * (earlier is better).
 */
export function productSearchScore(bind: Bind, q: string, rankedIds?: string[]): string {
  if (rankedIds) return `(-array_position(${bind(rankedIds)}::text[], l.product_id))::numeric`
  const similarity = searchTerms(q).map((term) => `word_similarity(${bind(term)}, ${DOC})`).join(" + ") || "0"
  return `((${similarity}) * ${boostSql("l.product_id")})`
}
