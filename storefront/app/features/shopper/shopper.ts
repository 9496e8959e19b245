import type { Product } from '~/features/catalog/product';
import { queryJson } from '~/lib/query-client';

/**
 * What is personal on the shared, cached pages (docs/caching.md "Page cache"): the
 * cart count, the last visited products, the favourites and who is signed in. The pages are complete without
 * it; `/api/shopper` answers it after the page, never cacheable.
 */
export interface ShopperData {
  cartCount: number;
  /** Changes whenever the cart does; the mini cart refetches on change. */
  cartVersion: string | null;
  /** Most recent first, without the product being viewed. */
  lastVisited: Product[];
  /** The signed-in customer's first name (the header's account link), or null when signed out. */
  customer: { firstName: string } | null;
  /** Ids of the favourite products (the account's or the guest cookie's): the hearts the cached page shows empty. */
  favorites: string[];
}

/**
 * Who is signed in as the last shopper answer said, in the analytics
 * spelling (`registred` / `unregistred`), on `window` for pushDataLayer: a
 * global rather than an import, so the product page's JavaScript stays in its budget.
 */
export type UserTypeWindow = { userType?: 'registred' | 'unregistred' };

export const SHOPPER_PATH = '/api/shopper';
/** Longest product handle the visit records; longer ones are not handles. */
export const VISITED_MAX_LENGTH = 200;

/**
 * `visited`: the product page being viewed, recorded as the most recent visit.
 * Under the data policy (retried 3 times), always read anew: it is asked after
 * every navigation and action precisely because it may have changed.
 */
export async function fetchShopper(visited: string | null): Promise<ShopperData> {
  const query = visited ? `?${new URLSearchParams({ visited })}` : '';
  const data = await queryJson<ShopperData>(`${SHOPPER_PATH}${query}`, { fresh: true });
  (window as UserTypeWindow).userType = data.customer ? 'registred' : 'unregistred';
  return data;
}
