import { z } from 'zod';
import { CatalogFilterFields, priceRangeInOrder } from './listing-schema.js';
import { DEFAULT_SEARCH_SORT, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_SORTS, SEARCH_SUGGESTION_LIMIT } from './search.js';

/** `q`: 2 to 100 characters; a shorter one answers the spec's message (key of the backend's catalogue). */
const searchQuery = z.string().trim().min(SEARCH_MIN_LENGTH, 'search_too_short').max(SEARCH_MAX_LENGTH);

/** The search results: the category listing's filters, sort and paging, plus the query. */
export const SearchParamsSchema = z
  .object({
    ...CatalogFilterFields,
    q: searchQuery,
    sort: z.enum(SEARCH_SORTS).default(DEFAULT_SEARCH_SORT),
  })
  .superRefine(priceRangeInOrder);
export type SearchParams = z.output<typeof SearchParamsSchema>;

export const SearchSuggestionsParamsSchema = z.object({
  q: searchQuery,
  limit: z.coerce.number().int().min(1).max(20).default(SEARCH_SUGGESTION_LIMIT),
  region_id: z.string().optional(),
});
export type SearchSuggestionsParams = z.output<typeof SearchSuggestionsParamsSchema>;
