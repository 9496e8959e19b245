import { z } from 'zod';
import { queryInt } from '../shared/numbers.js';
import { CATALOG_MAX_PAGE_SIZE, CATALOG_PAGE_SIZE, CATALOG_SORTS, DEFAULT_CATALOG_SORT } from './listing.js';
import { PRODUCT_QUALITIES } from './qualities.js';

// Schemas live apart from the constants and rules the browser uses (listing.ts,
// qualities.ts, stock.ts): a schema is a call at module level, which a bundler
// cannot drop, so it would put zod into every page that shows a product card.

export const ProductQualitySchema = z.enum(PRODUCT_QUALITIES);

/** A repeated query parameter (`?quality=A&quality=B`) or a single one, as a list without empty values. */
const manyStrings = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter(Boolean));

const price = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(0).optional());

/** The filters, paging and region a listing and a search share. */
export const CatalogFilterFields = {
  category_handle: z.string().min(1).optional(),
  manufacturer: manyStrings,
  quality: manyStrings,
  price_min: price,
  price_max: price,
  page: queryInt().min(1).default(1),
  limit: queryInt().min(1).max(CATALOG_MAX_PAGE_SIZE).default(CATALOG_PAGE_SIZE),
  region_id: z.string().optional(),
};

/**
 * An inverted range would silently list nothing. Both fields are named; the
 * message is a key of the backend's catalogue (the storefront shows its own).
 */
export function priceRangeInOrder(p: { price_min?: number; price_max?: number }, ctx: z.RefinementCtx): void {
  if (p.price_min === undefined || p.price_max === undefined || p.price_min <= p.price_max) return;
  for (const field of ['price_min', 'price_max']) ctx.addIssue({ code: 'custom', path: [field], message: 'price_range_inverted' });
}

export const CatalogListingParamsSchema = z
  .object({
    ...CatalogFilterFields,
    sort: z.enum(CATALOG_SORTS).default(DEFAULT_CATALOG_SORT),
  })
  .superRefine(priceRangeInOrder);
/** The parsed parameters (defaults applied). */
export type CatalogListingParams = z.output<typeof CatalogListingParamsSchema>;
/** The parameters as a client sends them. */
export type CatalogListingInput = z.input<typeof CatalogListingParamsSchema>;

/** At most this many handles in one ask for product ids (ProductIdsParamsSchema). */
export const PRODUCT_IDS_MAX_HANDLES = 50;

/** Product handles (`?handle=a&handle=b`) whose ids a page needs before it loads the products by id. */
export const ProductIdsParamsSchema = z.object({
  handle: manyStrings.pipe(z.array(z.string().max(200)).min(1).max(PRODUCT_IDS_MAX_HANDLES)),
});
export type ProductIdsParams = z.output<typeof ProductIdsParamsSchema>;
/** The published products among the asked handles: handle → product id. */
export type ProductIdsResponse = { ids: Record<string, string> };
