import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { foldForSearch, textWords, vocabularyOf, type Vocabulary } from "./search-match"

/**
 * The distinct folded words of the published catalogue's titles and
 * manufacturers (what the product index's `folded` text is made of), sorted:
 * the words a typo in a query may have meant (search-match.ts, queryVariants)
 * and those a query's last word may be whole in (lastWordIsWhole).
 *
 * Kept in memory and read again in the background once older than
 * MAX_AGE_MS, so a search never waits for it after the first. A word new to
 * the catalogue is still found as typed at once (a query word is always asked
 * for as itself); only its misspellings wait for the next reading. A reading
 * takes about a second of the database at 100,000 products (generated ones,
 * each with a word of its own), hence not more often.
 */
const MAX_AGE_MS = 5 * 60_000

let known: { vocabulary: Vocabulary; readAt: number } | undefined
let reading: Promise<Vocabulary> | undefined

export async function searchVocabulary(container: MedusaContainer): Promise<Vocabulary> {
  if (known && Date.now() - known.readAt < MAX_AGE_MS) return known.vocabulary
  reading ??= readVocabulary(container.resolve(ContainerRegistrationKeys.PG_CONNECTION))
    .then((vocabulary) => {
      known = { vocabulary, readAt: Date.now() }
      return vocabulary
    })
    .finally(() => {
      reading = undefined
    })
  // A stale list serves while the new one is read; it only lacks the newest words.
  return known ? known.vocabulary : reading
}

async function readVocabulary(db: Knex): Promise<Vocabulary> {
  // Split and deduplicated in SQL (100,000 titles share a few thousand words); folded here, as the index folds.
  const { rows } = await db.raw(`
    select distinct word from product p,
      regexp_split_to_table(lower(p.title || ' ' || coalesce(p.metadata->>'manufacturer', '')), '\\s+') word
    where p.status = 'published' and p.deleted_at is null`)
  return vocabularyOf((rows as { word: string }[]).flatMap((r) => textWords(foldForSearch(r.word))))
}
