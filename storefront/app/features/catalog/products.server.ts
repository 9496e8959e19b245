import type { HttpTypes } from '@medusajs/types';
import { backendData } from '~/lib/backend.server';
import { getSdk } from '~/lib/medusa.server';
import { getRegion } from '~/lib/region.server';
import { CATALOG_PAGE_SIZE, PRODUCT_IDS_MAX_HANDLES, type ProductIdsResponse } from '@electroshop/contracts/catalog';
import type { CatalogQuery, CatalogResult } from './catalog';
import type { CardProduct } from './product';

/** Fields a product detail needs on top of Medusa's defaults. */
const DETAIL_FIELDS =
  '*variants.calculated_price,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder,+variants.metadata,*variants.options,*options,*options.values,*images,+metadata,*categories';

/** Fields for product cards. */
const CARD_FIELDS =
  'id,title,handle,thumbnail,subtitle,+metadata,*variants.calculated_price,+variants.inventory_quantity,+variants.manage_inventory,+variants.allow_backorder';

/**
 * The ids of the published products among `handles`. Products are then listed
 * by id: Medusa's store list filtered by handle takes seconds in a large
 * catalogue (the backend's /store/catalog/product-ids says why).
 */
async function productIdsByHandle(handles: string[]): Promise<string[]> {
  const query = new URLSearchParams(handles.slice(0, PRODUCT_IDS_MAX_HANDLES).map((handle) => ['handle', handle]));
  const { ids } = await backendData<ProductIdsResponse>(`/store/catalog/product-ids?${query}`);
  return Object.values(ids);
}

export async function getProductByHandle(handle: string): Promise<HttpTypes.StoreProduct | null> {
  const [sdk, region, ids] = await Promise.all([getSdk(), getRegion(), productIdsByHandle([handle])]);
  if (!ids.length) return null;
  const { products } = await sdk.store.product.list({ id: ids, region_id: region.id, fields: DETAIL_FIELDS, limit: 1 });
  return products[0] ?? null;
}

/** Product cards by handle or id, in the order of `keys` (missing or unpublished ones dropped). */
async function listCards(by: 'handle' | 'id', keys: string[]): Promise<HttpTypes.StoreProduct[]> {
  if (keys.length === 0) return [];
  const [sdk, region, ids] = await Promise.all([getSdk(), getRegion(), by === 'id' ? keys : productIdsByHandle(keys)]);
  if (ids.length === 0) return [];
  const { products } = await sdk.store.product.list({ id: ids, region_id: region.id, fields: CARD_FIELDS, limit: ids.length });
  const byKey = new Map(products.map((p) => [p[by], p]));
  return keys.map((key) => byKey.get(key)).filter((p): p is HttpTypes.StoreProduct => Boolean(p));
}

/** Products for the given handles, in the same order (missing ones dropped). */
export function getProductsByHandles(handles: string[]): Promise<HttpTypes.StoreProduct[]> {
  return listCards('handle', handles);
}

/** Products for the given ids, in the same order (missing ones dropped). */
export function getProductsByIds(ids: string[]): Promise<HttpTypes.StoreProduct[]> {
  return listCards('id', ids);
}

/** The listing's API query: filters, sort and paging of a category page or the search results. */
export function catalogApiParams(query: CatalogQuery, limit: number, regionId: string): URLSearchParams {
  const params = new URLSearchParams();
  query.manufacturers.forEach((m) => params.append('manufacturer', m));
  query.qualities.forEach((q) => params.append('quality', q));
  if (query.priceMin !== null) params.set('price_min', String(query.priceMin));
  if (query.priceMax !== null) params.set('price_max', String(query.priceMax));
  params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('limit', String(limit));
  params.set('region_id', regionId);
  return params;
}

/**
 * What a card shows of a listed product. The listing answers Medusa's whole
 * store product (every price field of every variant, all metadata): sent on,
 * it was most of a category page's loader data, encoded into each uncached
 * render and downloaded by each first visit.
 */
export function cardOf(product: CardProduct): CardProduct {
  const { quality, manufacturer } = product.metadata ?? {};
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    thumbnail: product.thumbnail,
    metadata: { quality, manufacturer },
    variants: product.variants?.map(({ id, manage_inventory, allow_backorder, inventory_quantity, calculated_price: price }) => ({
      id,
      manage_inventory,
      allow_backorder,
      inventory_quantity,
      calculated_price: price && {
        calculated_amount: price.calculated_amount,
        calculated_amount_with_tax: price.calculated_amount_with_tax,
        original_amount: price.original_amount,
        original_amount_with_tax: price.original_amount_with_tax,
        currency_code: price.currency_code,
      },
    })),
    rating: product.rating,
    offers: product.offers,
  };
}

/** A listing answer with every part present (an older backend may leave some out). */
export function toCatalogResult(result: Partial<CatalogResult>, query: CatalogQuery, limit: number): CatalogResult {
  return {
    products: (result.products ?? []).map(cardOf),
    count: result.count ?? 0,
    page: result.page ?? query.page,
    limit: result.limit ?? limit,
    facets: {
      manufacturers: result.facets?.manufacturers ?? [],
      qualities: result.facets?.qualities ?? [],
      price: { min: result.facets?.price?.min ?? null, max: result.facets?.price?.max ?? null },
    },
  };
}

/** Listing through the shop's catalog route (filters, facets, sorting). */
export async function listCatalog(categoryHandle: string | null, query: CatalogQuery, limit = CATALOG_PAGE_SIZE): Promise<CatalogResult> {
  const region = await getRegion();
  const params = catalogApiParams(query, limit, region.id);
  if (categoryHandle) params.set('category_handle', categoryHandle);
  return toCatalogResult(await backendData<CatalogResult>(`/store/catalog/products?${params.toString()}`), query, limit);
}

/** Newest products straight from Medusa, used when the catalog route is not there. */
export async function listLatestProducts(limit: number): Promise<HttpTypes.StoreProduct[]> {
  const [sdk, region] = await Promise.all([getSdk(), getRegion()]);
  const { products } = await sdk.store.product.list({
    region_id: region.id,
    fields: CARD_FIELDS,
    limit,
    order: '-created_at',
  });
  return products;
}
