// The leading underscore keeps Medusa's search index loader from importing this file as a definition.
import type { SearchTypes } from "@medusajs/framework/types"
import { TYPO_MIN_LENGTH } from "../lib/catalog/search-match"

/**
 * One typo from TYPO_MIN_LENGTH letters, never two: shorter words turn into
 * too many others with one edit (lib/catalog/search-match.ts, which enforces
 * the same on the PostgreSQL provider's answers).
 */
export const SEARCH_TYPO_SETTINGS: SearchTypes.SearchIndexSettings = {
  typo_tolerance: { enabled: true, min_word_size_for_one_typo: TYPO_MIN_LENGTH, min_word_size_for_two_typos: 100 },
}
