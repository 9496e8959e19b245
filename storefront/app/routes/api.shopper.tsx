import type { LoaderFunctionArgs } from '@remix-run/node';
import { currentCustomer } from '~/features/account/account.server';
import { readFavorites } from '~/features/account/favorites.server';
import { cartItemCount, retrieveCart } from '~/features/cart/cart.server';
import { pushLastVisited, readLastVisited, serializeLastVisited } from '~/features/catalog/last-visited.server';
import { getProductsByHandles } from '~/features/catalog/products.server';
import { VISITED_MAX_LENGTH, type ShopperData } from '~/features/shopper/shopper';
import { serverT } from '~/lib/i18n.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * The personal parts of the shared pages (features/shopper): cart count,
 * last visited products, the favourites and the signed-in customer; `?visited=<handle>` records a product page visit.
 * Always private: this is the only answer of those pages that reads cookies.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const visited = new URL(request.url).searchParams.get('visited');
  if (visited !== null && (!visited || visited.length > VISITED_MAX_LENGTH)) {
    const message = serverT()('errors.invalidValue');
    return Response.json({ message, errors: { visited: [message] } }, { status: 400, headers: PRIVATE });
  }
  const [cart, previous, customer] = await Promise.all([retrieveCart(request).catch(() => null), readLastVisited(request), currentCustomer(request)]);
  const [lastVisited, favorites] = await Promise.all([
    getProductsByHandles(previous.filter((handle) => handle !== visited)).catch(() => []),
    readFavorites(request, customer),
  ]);
  const body: ShopperData = {
    cartCount: cartItemCount(cart),
    cartVersion: cart ? `${cart.id}:${String(cart.updated_at ?? '')}:${cart.total}` : null,
    lastVisited,
    customer: customer ? { firstName: customer.first_name ?? '' } : null,
    favorites,
  };
  const headers = new Headers(PRIVATE);
  if (visited) headers.append('Set-Cookie', await serializeLastVisited(pushLastVisited(previous, visited)));
  return Response.json(body, { headers });
}
