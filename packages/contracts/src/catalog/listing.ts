/**
 * The catalogue listing: GET /store/catalog/products. The category page URL
 * uses the same parameter names, so a storefront link and the API call share
 * one query string. The request schema is in listing-schema.ts, apart from
 * these constants, so that browser code using them does not bundle zod.
 */

export const CATALOG_SORTS = ['popular', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const DEFAULT_CATALOG_SORT: CatalogSort = 'popular';
export const CATALOG_PAGE_SIZE = 12;
export const CATALOG_MAX_PAGE_SIZE = 100;

export type FacetValue = { value: string; count: number };

export type CatalogFacets = {
  manufacturers: FacetValue[];
  /** In PRODUCT_QUALITIES order. */
  qualities: FacetValue[];
  price: { min: number | null; max: number | null };
};

/** A listed product's approved reviews (the card's stars); null without any. */
export type ProductRating = { average_rating: number; count: number };

/**
 * The answer of the listing; `Product` is the store product type of the caller
 * (Medusa's `StoreProduct`), each with its `rating: ProductRating | null`.
 */
export type CatalogListingResponse<Product = unknown> = {
  products: Product[];
  count: number;
  page: number;
  limit: number;
  facets: CatalogFacets;
};
