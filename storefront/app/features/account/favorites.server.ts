import { FAVORITES_MAX, mergeFavorites, type AccountSummary } from '@electroshop/contracts/account';
import type { HttpTypes } from '@medusajs/types';
import { backendApi, type Caller } from '~/lib/backend.server';
import { getProductsByIds } from '~/features/catalog/products.server';
import { favoritesCookie } from '~/lib/cookies.server';
import { accountApi } from './account.server';

/**
 * Favourite products: a guest's in the signed `es_favorites` cookie, a
 * customer's on the customer (`POST /store/account/favorites`, which checks
 * the products); the guest's list joins the account at login. Read only by
 * uncached answers (`/api/shopper`, the favourites page): a cached page shows
 * every heart empty and the shopper request fills them in.
 */

const PRODUCT_ID = /^prod_[A-Za-z0-9]{1,96}$/;

export function isProductId(value: unknown): value is string {
  return typeof value === 'string' && PRODUCT_ID.test(value);
}

export async function readGuestFavorites(request: Request): Promise<string[]> {
  const value: unknown = await favoritesCookie.parse(request.headers.get('Cookie'));
  return Array.isArray(value) ? value.filter(isProductId).slice(0, FAVORITES_MAX) : [];
}

/** The shopper's favourites: the customer's when signed in, otherwise the guest cookie's. */
export async function readFavorites(request: Request, customer: AccountSummary | null): Promise<string[]> {
  return customer ? customer.favorites : readGuestFavorites(request);
}

/**
 * Adds the product to the favourites, or removes it when it is one already →
 * the answer's Set-Cookie (a guest) or null; `false` when the product is
 * unknown (nothing changed).
 */
export async function toggleFavorite(
  caller: Caller & { request: Request },
  customer: AccountSummary | null,
  productId: string,
): Promise<{ ok: boolean; setCookie: string | null }> {
  const current = await readFavorites(caller.request, customer);
  const change = current.includes(productId) ? { remove: [productId] } : { add: [productId] };
  if (customer) {
    const answer = await accountApi(caller, '/store/account/favorites', { method: 'POST', body: change });
    return { ok: answer.ok, setCookie: null };
  }
  if ('add' in change && (await getProductsByIds([productId])).length === 0) return { ok: false, setCookie: null };
  return { ok: true, setCookie: await favoritesCookie.serialize(mergeFavorites(current, change.add, change.remove)) };
}

/**
 * At login: the guest's favourites join the account's, and the cookie is
 * cleared (→ its Set-Cookie). Products gone meanwhile are dropped; a failure
 * keeps the cookie, so the next login tries again.
 */
export async function mergeGuestFavorites(caller: Caller & { request: Request }, token: string): Promise<string | null> {
  const guest = await readGuestFavorites(caller.request);
  if (guest.length === 0) return null;
  const known = new Set((await getProductsByIds(guest).catch(() => [])).map((p) => p.id));
  const add = guest.filter((id) => known.has(id));
  if (add.length) {
    const answer = await backendApi(caller, '/store/account/favorites', { method: 'POST', body: { add }, bearer: token }).catch(() => null);
    if (!answer?.ok) {
      console.warn(`Guest favourites could not be merged into the account: ${answer?.status ?? 'unreachable'}`);
      return null;
    }
  }
  return favoritesCookie.serialize('', { maxAge: 0 });
}

/** The favourite products as cards, in the list's order (products no longer shown dropped). */
export async function favoriteProducts(ids: string[]): Promise<HttpTypes.StoreProduct[]> {
  return getProductsByIds(ids);
}
