import { normalizeSearchQuery, searchTerms } from "@electroshop/contracts/catalog"

/**
 * The shop's matching rule over the Search module. Medusa's PostgreSQL
 * provider (`@medusajs/search-postgres`) folds diacritics only in its
 * `tsvector` match (`unaccent` in its text search configuration), and
 * tolerates typos with one `pg_trgm` `word_similarity` of the whole query
 * against the whole text at a fixed 0.3: no index serves that (every search
 * computed it over all documents), "galxy" then also finds every product with
 * a word starting "ga", and its settings cannot require a length before a
 * typo is allowed. So product searches ask it for exact words only
 * (queryVariants: a word as typed, or a catalogue word one edit from it), the
 * indexes carry a folded copy of their text (`folded`) and queries go folded,
 * and the hits keep only those in which every word of the query is in the
 * folded text, or — for words of TYPO_MIN_LENGTH letters or more — one edit
 * (insertion, deletion, substitution or a swap of neighbours) from one of its
 * words. Meilisearch already answers by this rule (index settings in the
 * provider); the narrowing is then a no-op.
 */
export const TYPO_MIN_LENGTH = 5

/** Text as the indexes store it for matching: lower case, no diacritics ("Husă" → "husa"). */
export const foldForSearch = normalizeSearchQuery

/** The words of a folded text, as a query word is compared with them. */
export function textWords(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** Whether every word of query `q` is in `folded` (foldForSearch), or nearly (see above). */
export function matchesEveryWord(q: string, folded: string): boolean {
  const terms = searchTerms(q)
  if (!terms.length) return false
  const words = textWords(folded)
  return terms.every((term) => folded.includes(term) || (term.length >= TYPO_MIN_LENGTH && words.some((word) => withinOneEdit(term, word))))
}

/**
 * The catalogue's words (searchVocabulary): sorted, for lastWordIsWhole's
 * binary search, and filed by their first and by their second letter, so
 * that a typo's candidates are a few of them (oneEditFrom): a scan of all
 * 100,086 words of the generated catalogue took 5.6 ms per query word, the
 * files 0.04 ms.
 */
export type Vocabulary = {
  words: readonly string[]
  byFirst: ReadonlyMap<string, readonly string[]>
  bySecond: ReadonlyMap<string, readonly string[]>
}

export function vocabularyOf(words: Iterable<string>): Vocabulary {
  const sorted = [...new Set(words)].sort()
  const byFirst = new Map<string, string[]>()
  const bySecond = new Map<string, string[]>()
  const file = (files: Map<string, string[]>, letter: string | undefined, word: string) => {
    if (letter) (files.get(letter) ?? files.set(letter, []).get(letter)!).push(word)
  }
  for (const word of sorted) {
    file(byFirst, word[0], word)
    file(bySecond, word[1], word)
  }
  return { words: sorted, byFirst, bySecond }
}

/**
 * The catalogue's words one edit from `term` (withinOneEdit), sorted. Such a
 * word begins with the term's first letter, or the edit is at that letter:
 * a substitution keeps the term's second letter second, a swap or a deletion
 * puts it first, an insertion puts the term's first letter second.
 */
function oneEditFrom(term: string, vocabulary: Vocabulary): string[] {
  const lead = new Set([term[0], term[1]])
  const candidates = [...lead].flatMap((letter) => vocabulary.byFirst.get(letter) ?? [])
  for (const letter of lead) for (const word of vocabulary.bySecond.get(letter) ?? []) if (!lead.has(word[0])) candidates.push(word)
  return candidates.filter((word) => word !== term && withinOneEdit(term, word)).sort()
}

/** At most this many exact queries stand for one typed query (queryVariants). */
export const MAX_QUERY_VARIANTS = 8

/**
 * The exact queries (folded) whose hits together are the typed query's: each
 * word as typed, or — from TYPO_MIN_LENGTH letters — any word of the
 * catalogue's `vocabulary` one edit from it. The PostgreSQL provider's own
 * typo path is a trigram similarity computed over every document (no index
 * serves it: 0.9 s at 100,000 products); exact queries are answered by its
 * full-text index. Word by word, as typed first; past MAX_QUERY_VARIANTS
 * combinations the rest are left out.
 */
export function queryVariants(q: string, vocabulary: Vocabulary): string[] {
  const choices = searchTerms(q).map((term) => (term.length < TYPO_MIN_LENGTH ? [term] : [term, ...oneEditFrom(term, vocabulary)]))
  let variants = [[] as string[]]
  for (const words of choices) variants = variants.flatMap((start) => words.map((word) => [...start, word])).slice(0, MAX_QUERY_VARIANTS)
  return choices.length ? variants.map((words) => words.join(" ")) : []
}

/**
 * Whether the last word of an exact query (queryVariants) may be asked for as
 * a whole word instead of as the beginning of one: it is a catalogue word and
 * no other catalogue word starts with it ("galaxy", but not "128" beside
 * "128gb"). PostgreSQL knows a whole word's count from its statistics, and
 * a prefix's only when they hold 100 or more common words (at its default
 * target they held 98 for 100,054 generated products, hence
 * modules/postgres-search's higher one); short of that it plans a prefix for
 * 2,001 matches.
 * The vocabulary's words are sorted: a word longer than `last` that starts
 * with it sorts right after it, so a binary search answers, where a scan of
 * 100,000 generated words took a millisecond per query.
 */
export function lastWordIsWhole(query: string, { words: vocabulary }: Vocabulary): boolean {
  const last = query.split(" ").at(-1)
  if (!last) return false
  let lo = 0
  let hi = vocabulary.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (vocabulary[mid] < last) lo = mid + 1
    else hi = mid
  }
  return vocabulary[lo] === last && !vocabulary[lo + 1]?.startsWith(last)
}

/** Optimal string alignment distance ≤ 1: one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/**
 * A type category's `meilisearch_boost` as a number: stored as text with a dot
 * (a decimal comma is accepted on input); anything else counts as 1 rather
 * than failing the index.
 */
export function parseBoost(value: string | null | undefined): number {
  if (!value || !/^[0-9]*[.,]?[0-9]+$/.test(value)) return 1
  return Number(value.replace(",", "."))
}
