import { SEARCH_MIN_LENGTH } from '@electroshop/contracts/catalog';
import { queryJson } from '~/lib/query-client';

/** The search results page: a public, cacheable GET page (`?q=…` plus the listing's filters). */
export const SEARCH_PAGE = '/search';

/** Where the header box's JSON suggestions come from (routes/api.search.tsx). */
export const SUGGESTIONS_URL = '/api/search';

/** A query long enough to search: the spec's "at least 2 characters", after trimming. */
export function isSearchable(q: string): boolean {
  return q.trim().length >= SEARCH_MIN_LENGTH;
}

/** One row of the header box's list: a product (with price and image) or a category. */
export type Suggestion =
  | { kind: 'product'; id: string; title: string; href: string; thumbnail: string | null; price: number | null; currencyCode: string }
  | { kind: 'category'; id: string; title: string; href: string };

export type SuggestionsResult = { q: string; suggestions: Suggestion[] };

/** The header box's suggestions for `q` under the data policy: kept 5 minutes, a failure retried 3 times (1 s, 2 s, 4 s). */
export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SuggestionsResult> {
  return queryJson<SuggestionsResult>(`${SUGGESTIONS_URL}?${new URLSearchParams({ q })}`, { signal });
}
