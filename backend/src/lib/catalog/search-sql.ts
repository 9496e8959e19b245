import type { Knex } from "@medusajs/framework/mikro-orm/knex"
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
 * Functions over every listed row, no index: right for a shop of a few
 * thousand products; a larger catalogue sets MEILISEARCH_HOST (README "Search").
 */
export const TYPO_SIMILARITY = 0.5
export const TYPO_MIN_LENGTH = 5

/** The folded text of product `p` that a search compares with. */
const DOC = "unaccent(lower(p.title || ' ' || coalesce(p.metadata->>'manufacturer', '')))"

/**
 * The highest `meilisearch_boost` of the product's categories (type-category
 * rows), 1 without one. Stored with a dot (normalizeBoost); a value that is
 * not a number counts as 1 rather than failing the search.
 */
export const BOOST_SQL = `coalesce((
  select max(case when tc.meilisearch_boost ~ '^[0-9]*[.,]{0,1}[0-9]+$' then replace(tc.meilisearch_boost, ',', '.')::numeric end)
    from product_category_product pcp
    join type_category_type_category_product_product_category l on l.product_category_id = pcp.product_category_id and l.deleted_at is null
    join type_category tc on tc.id = l.type_category_id and tc.deleted_at is null
   where pcp.product_id = p.id), 1)`

/**
 * Restricts a query over `product as p` to products matching every word of
 * `q`; with `rankedIds` (Meilisearch's answer, search-engine.ts) to those.
 */
export function productSearchWhere(qb: Knex.QueryBuilder, q: string, rankedIds?: string[]): void {
  if (rankedIds) {
    qb.whereRaw("p.id = any(?::text[])", [rankedIds])
    return
  }
  const terms = searchTerms(q)
  // Only punctuation ("!!"): nothing to look for, so nothing is found.
  if (!terms.length) qb.whereRaw("false")
  for (const term of terms) qb.whereRaw(termMatches(DOC, term), termBindings(term))
}

/** SQL: word `term` is in the folded `text`, or (long enough) nearly. */
export function termMatches(text: string, term: string): string {
  if (term.length < TYPO_MIN_LENGTH) return `${text} like ?`
  const oneEditAway = `exists (select 1 from regexp_split_to_table(${text}, '[^[:alnum:]]+') w where levenshtein_less_equal(w, ?, 1) <= 1)`
  return `(${text} like ? or word_similarity(?, ${text}) >= ? or ${oneEditAway})`
}

/** The bindings of `termMatches`' placeholders. */
export function termBindings(term: string): (string | number)[] {
  return term.length >= TYPO_MIN_LENGTH ? [`%${term}%`, term, TYPO_SIMILARITY, term] : [`%${term}%`]
}

/**
 * `relevance`: how well the words match (1 each for an exact word) times the
 * category boost; with `rankedIds` the engine's order (earlier is better).
 */
export function productSearchScore(db: Knex, q: string, rankedIds?: string[]): Knex.Raw {
  if (rankedIds) return db.raw("(-array_position(?::text[], p.id))::numeric as relevance", [rankedIds])
  const terms = searchTerms(q)
  const similarity = terms.map(() => `word_similarity(?, ${DOC})`).join(" + ") || "0"
  return db.raw(`((${similarity}) * ${BOOST_SQL}) as relevance`, terms)
}
