import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { addToCartFromForm } from '~/features/cart/add-to-cart.server';
import { retrieveCart, toMiniCart } from '~/features/cart/cart.server';

/** JSON for the mini cart (GET) and the add-to-cart mutation (POST). */
export async function loader({ request }: LoaderFunctionArgs) {
  const cart = await retrieveCart(request);
  return Response.json(toMiniCart(cart), { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ errors: { form: 'Method not allowed' } }, { status: 405 });
  const result = await addToCartFromForm(request, await request.formData());
  if (!result.ok) return Response.json({ errors: result.errors }, { status: result.status });
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (result.setCookie) headers.append('Set-Cookie', result.setCookie);
  return Response.json({ cart: toMiniCart(result.cart) }, { headers });
}
