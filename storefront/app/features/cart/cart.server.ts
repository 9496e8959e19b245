import type { HttpTypes } from '@medusajs/types';
import { claimCart, customerToken } from '~/features/account/account.server';
import { cartIdCookie } from '~/lib/cookies.server';
import { getSdk, isFetchError } from '~/lib/medusa.server';
import { getRegion } from '~/lib/region.server';
import type { MiniCart } from './cart';

export type Cart = HttpTypes.StoreCart;

/** Medusa's default cart fields plus what the cart page and checkout show. */
export const CART_FIELDS =
  '*items,*items.variant,*items.variant.options,*items.variant.options.option,+items.thumbnail,+items.product_handle,*promotions,*shipping_methods,*payment_collection,*payment_collection.payment_sessions,*shipping_address,*billing_address';

export async function getCartId(request: Request): Promise<string | null> {
  const value: unknown = await cartIdCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.startsWith('cart_') ? value : null;
}

/** The shopper's open cart, or null when there is none (or it was completed). */
export async function retrieveCart(request: Request): Promise<Cart | null> {
  const cartId = await getCartId(request);
  if (!cartId) return null;
  return retrieveCartById(cartId);
}

export async function retrieveCartById(cartId: string): Promise<Cart | null> {
  const sdk = await getSdk();
  try {
    const { cart } = await sdk.store.cart.retrieve(cartId, { fields: CART_FIELDS });
    if ((cart as Cart & { completed_at?: string | null }).completed_at) return null;
    return cart;
  } catch (error) {
    if (isFetchError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function cartCookieHeader(cartId: string): Promise<string> {
  return cartIdCookie.serialize(cartId);
}

export async function clearCartCookieHeader(): Promise<string> {
  return cartIdCookie.serialize('', { maxAge: 0 });
}

/** Returns the open cart or creates one in the shop's region; a signed-in customer's new cart is theirs (its order shows in the account). */
export async function getOrCreateCart(request: Request): Promise<{ cart: Cart; setCookie: string | null }> {
  const existing = await retrieveCart(request);
  if (existing) return { cart: existing, setCookie: null };
  const [sdk, region] = await Promise.all([getSdk(), getRegion()]);
  const country = region.countries?.length === 1 ? region.countries[0].iso_2 : undefined;
  const { cart } = await sdk.store.cart.create(
    { region_id: region.id, ...(country ? { shipping_address: { country_code: country } } : {}) },
    { fields: CART_FIELDS },
  );
  const token = await customerToken(request);
  if (token) await claimCart({}, cart.id, token);
  return { cart, setCookie: await cartCookieHeader(cart.id) };
}

export async function addLineItem(
  request: Request,
  variantId: string,
  quantity: number,
  installmentId?: string,
): Promise<{ cart: Cart; setCookie: string | null }> {
  const { cart, setCookie } = await getOrCreateCart(request);
  const sdk = await getSdk();
  // `installment_id` (a barem): the line is paid on it; the backend takes it beside Medusa's fields.
  const body = { variant_id: variantId, quantity, ...(installmentId ? { installment_id: installmentId } : {}) };
  const updated = await sdk.store.cart.createLineItem(cart.id, body, { fields: CART_FIELDS });
  return { cart: updated.cart, setCookie };
}

export async function updateLineItem(cartId: string, lineId: string, quantity: number): Promise<void> {
  const sdk = await getSdk();
  if (quantity <= 0) {
    await sdk.store.cart.deleteLineItem(cartId, lineId);
    return;
  }
  await sdk.store.cart.updateLineItem(cartId, lineId, { quantity });
}

export async function removeLineItem(cartId: string, lineId: string): Promise<void> {
  const sdk = await getSdk();
  await sdk.store.cart.deleteLineItem(cartId, lineId);
}

/**
 * Applies a discount code. Medusa ignores unknown codes silently, so the
 * result says whether the code actually ended up on the cart.
 */
export async function applyPromotion(cartId: string, code: string): Promise<{ applied: boolean; cart: Cart }> {
  const sdk = await getSdk();
  const { cart } = await sdk.store.cart.addPromotions(cartId, { promo_codes: [code] }, { fields: CART_FIELDS });
  const applied = (cart.promotions ?? []).some((p) => p.code?.toLowerCase() === code.toLowerCase());
  return { applied, cart };
}

export async function removePromotion(cartId: string, code: string): Promise<void> {
  const sdk = await getSdk();
  await sdk.store.cart.removePromotions(cartId, { promo_codes: [code] });
}

/** Pieces of goods in the cart (a device's warranty extension and insurance are not counted as pieces). */
export function cartItemCount(cart: Cart | null): number {
  return (cart?.items ?? []).reduce((sum, item) => sum + (item.metadata?.item_extra ? 0 : (item.quantity ?? 0)), 0);
}

/** The small JSON the mini cart (sub-cart) shows. */
export function toMiniCart(cart: Cart | null): MiniCart {
  return {
    id: cart?.id ?? null,
    count: cartItemCount(cart),
    currencyCode: cart?.currency_code ?? null,
    total: cart?.total ?? 0,
    itemTotal: cart?.item_total ?? 0,
    items: (cart?.items ?? []).map((item) => ({
      id: item.id,
      title: item.product_title ?? item.title,
      variantTitle: item.variant_title ?? null,
      handle: item.product_handle ?? null,
      thumbnail: item.thumbnail ?? null,
      quantity: item.quantity,
      total: item.total ?? item.unit_price * item.quantity,
    })),
  };
}
