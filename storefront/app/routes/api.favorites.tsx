import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { currentCustomer, nextPath, paths } from '~/features/account/account.server';
import { isProductId, toggleFavorite } from '~/features/account/favorites.server';
import { serverT } from '~/lib/i18n.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** Back to the page the heart was on (a same-site Referer's path), else the favourites page. */
function backPath(request: Request): string {
  const referer = request.headers.get('Referer');
  if (!referer) return paths().favorites;
  try {
    const url = new URL(referer);
    return url.host === new URL(request.url).host ? nextPath(`${url.pathname}${url.search}`) : paths().favorites;
  } catch {
    return paths().favorites;
  }
}

/**
 * The heart's form (FavoriteButton): `product` is added to the shopper's
 * favourites, or removed when it is one already, then back to the page (a
 * plain POST and redirect, with or without JavaScript). An unknown product
 * is a field-level 400.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const product = (await request.formData()).get('product');
  const invalid = () => {
    const message = serverT()('favorites.unknownProduct');
    return Response.json({ message, errors: { product: [message] } }, { status: 400, headers: PRIVATE });
  };
  if (!isProductId(product)) return invalid();
  const customer = await currentCustomer(request);
  const result = await toggleFavorite({ request, context }, customer, product);
  if (!result.ok) return invalid();
  const headers = new Headers(PRIVATE);
  if (result.setCookie) headers.append('Set-Cookie', result.setCookie);
  return redirect(backPath(request), { headers });
}

/** Only the form posts here; a visit goes to the favourites page. */
export function loader() {
  return redirect(paths().favorites);
}
