import { hasPrivateQuery, pageKind, pageSurrogateKeys, type PageKind } from './surrogate.server';

/**
 * Which pages the storefront's page cache (page-cache/http.mjs) keeps, and
 * the tags their entries carry for invalidation (docs/caching.md "Page cache").
 *
 * Only pages whose HTML is the same for everyone once rendered without the
 * visitor's cookies: their personal parts (cart count, last visited) come
 * from `/api/shopper` after the page. Tags:
 *  - `html` on every page: the menu shows the category tree, so a category
 *    change (and the admin's Default purge) drops them all;
 *  - `catalog` on every page that shows products, prices or stock: a
 *    product, variant, price, stock, promotion or meta-master change, or an
 *    order taking stock, drops them (backend subscribers/catalog-changed.ts);
 *  - the page's own surrogate keys (`product-<handle>`, `category-<path>`),
 *    so a targeted purge from the admin clears that page here too.
 */
const CACHED_KINDS: ReadonlySet<PageKind> = new Set(['home', 'category', 'product', 'search', 'info']);
const CATALOG_KINDS: ReadonlySet<PageKind> = new Set(['home', 'category', 'product', 'search']);
export const CATALOG_TAG = 'catalog';

export function pageCacheTags(url: URL): string[] | null {
  const kind = pageKind(url.pathname);
  if (!CACHED_KINDS.has(kind) || hasPrivateQuery(url)) return null;
  const keys = pageSurrogateKeys(url.pathname);
  return CATALOG_KINDS.has(kind) ? [...keys, CATALOG_TAG] : keys;
}
