import type { Product } from '~/features/catalog/product';

/**
 * What is personal on the shared, cached pages (README "Page cache"): the
 * cart count, the last visited products and who is signed in. The pages are complete without
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
}

/** The analytics user type, in the specification's spelling: every data layer event carries it. */
export type UserType = 'registred' | 'unregistred';
/** Who is signed in, as the last shopper answer said; read by pushDataLayer. Unknown until that answer arrives. */
export let lastUserType: UserType | undefined;

export const SHOPPER_PATH = '/api/shopper';
/** Longest product handle the visit records; longer ones are not handles. */
export const VISITED_MAX_LENGTH = 200;

/** `visited`: the product page being viewed, recorded as the most recent visit. */
export async function fetchShopper(visited: string | null): Promise<ShopperData> {
  const query = visited ? `?${new URLSearchParams({ visited })}` : '';
  const response = await fetch(`${SHOPPER_PATH}${query}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Shopper request failed: ${response.status}`);
  const data = (await response.json()) as ShopperData;
  lastUserType = data.customer ? 'registred' : 'unregistred';
  return data;
}
