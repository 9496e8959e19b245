/**
 * Product search: GET /store/catalog/search (the listing with `q`, ranked by
 * relevance) and GET /store/catalog/search/suggestions (the header box).
 * Constants only; the request schemas are in search-schema.ts so that browser
 * code using these does not bundle zod.
 */
import { CATALOG_SORTS, type CatalogListingResponse } from './listing.js';

export const SEARCH_PATH = '/store/catalog/search';
export const SEARCH_SUGGESTIONS_PATH = '/store/catalog/search/suggestions';

/** The spec: "Search needs at least 2 characters." */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_SUGGESTION_LIMIT = 5;

/** Relevance first: a search lists best matches unless the shopper sorts otherwise. */
export const SEARCH_SORTS = ['relevance', ...CATALOG_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';

export type SearchResponse<Product = unknown> = CatalogListingResponse<Product> & { q: string };

export type ProductSuggestion = {
  id: string;
  title: string;
  handle: string;
  thumbnail: string | null;
  /** Lowest variant price in the region's currency (major units), `null` when unpriced. */
  price: number | null;
  currency_code: string;
};

export type CategorySuggestion = { id: string; name: string; handle: string };

export type SearchSuggestionsResponse = {
  q: string;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
};

/**
 * The query as the engines compare it: trimmed, single spaces, lower case,
 * without diacritics ("Čtečka" → "ctecka", "Husă" → "husa"). The database
 * side folds product titles the same way with `unaccent(lower(…))`.
 */
export function normalizeSearchQuery(q: string): string {
  return q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a normalised query; punctuation other than letters, digits and `+.-` separates words. */
export function searchTerms(q: string): string[] {
  return normalizeSearchQuery(q)
    .split(/[^\p{L}\p{N}+.-]+/u)
    .filter(Boolean);
}
