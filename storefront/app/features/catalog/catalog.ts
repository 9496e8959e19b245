import { CATALOG_SORTS, DEFAULT_CATALOG_SORT, type CatalogListingResponse, type SearchSort } from '@electroshop/contracts/catalog';
import type { CardProduct } from './product';

/** Listing query as it appears in the category page URL (the API's parameter names). */
export interface CatalogQuery {
  manufacturers: string[];
  qualities: string[];
  priceMin: number | null;
  priceMax: number | null;
  /** A category page offers CATALOG_SORTS, the search results SEARCH_SORTS (relevance too). */
  sort: SearchSort;
  page: number;
}

export type CatalogResult = CatalogListingResponse<CardProduct>;

function parseAmount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : null;
}

export function parseCatalogQuery(
  params: URLSearchParams,
  sorts: readonly SearchSort[] = CATALOG_SORTS,
  defaultSort: SearchSort = DEFAULT_CATALOG_SORT,
): CatalogQuery {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  return {
    manufacturers: unique(params.getAll('manufacturer')),
    qualities: unique(params.getAll('quality')),
    priceMin: parseAmount(params.get('price_min')),
    priceMax: parseAmount(params.get('price_max')),
    sort: (sorts as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : defaultSort,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** URL query for a listing, omitting defaults so links stay short. */
export function catalogSearchParams(
  query: CatalogQuery,
  overrides: Partial<CatalogQuery> = {},
  defaultSort: SearchSort = DEFAULT_CATALOG_SORT,
): URLSearchParams {
  const q = { ...query, ...overrides };
  const params = new URLSearchParams();
  q.manufacturers.forEach((m) => params.append('manufacturer', m));
  q.qualities.forEach((v) => params.append('quality', v));
  if (q.priceMin !== null) params.set('price_min', String(q.priceMin));
  if (q.priceMax !== null) params.set('price_max', String(q.priceMax));
  if (q.sort !== defaultSort) params.set('sort', q.sort);
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

export function hasActiveFilters(query: CatalogQuery): boolean {
  return query.manufacturers.length > 0 || query.qualities.length > 0 || query.priceMin !== null || query.priceMax !== null;
}

/** How many pages the listing's products fill (one when there are none). */
export function pageCount(result: CatalogResult): number {
  return Math.max(1, Math.ceil(result.count / result.limit));
}

/** "From" above "to": the shopper swapped the fields; the page says so at the price fields. */
export function priceRangeInverted(query: CatalogQuery): boolean {
  return query.priceMin !== null && query.priceMax !== null && query.priceMin > query.priceMax;
}
