import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { CART_QUERY_KEY, firstCartError, type MiniCart } from '~/features/cart/cart';
import type { FieldErrors } from '~/lib/field-errors';
import { useToast } from '~/components/Toast';
import { useSetShopper } from '~/features/shopper/ShopperProvider';
import type { QueryClientWindow } from '~/lib/query-client';

class CartRequestError extends Error {
  constructor(public errors: FieldErrors | null) {
    super('Add to cart failed');
  }
}

async function postAddToCart(form: FormData): Promise<MiniCart> {
  const response = await fetch('/api/cart', {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as { cart?: MiniCart; errors?: FieldErrors } | null;
  if (!response.ok || !body?.cart) throw new CartRequestError(body?.errors ?? null);
  return body.cart;
}

/**
 * Posts to the product route's action without JavaScript (then shows the
 * cart); with it, the form posts to /api/cart, shows a toast and hands the
 * new cart to the mini cart's query when it is loaded. A plain request rather
 * than a react-query mutation (which never retries): react-query stays out of
 * a product page's first visit.
 */
export function AddToCartForm({
  variantId,
  maxQuantity,
  inStock,
  serverError,
}: {
  variantId: string | null;
  maxQuantity: number;
  inStock: boolean;
  serverError: string | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const setShopper = useSetShopper();
  const [pending, setPending] = useState(false);
  const add = async (form: FormData) => {
    setPending(true);
    try {
      const cart = await postAddToCart(form);
      (window as QueryClientWindow).queryClient?.setQueryData(CART_QUERY_KEY, cart);
      // The answer holds the cart as it is now: the header's count follows it, and no loader runs again
      // (one add-to-cart, one read of the cart).
      setShopper((shopper) => shopper && { ...shopper, cartCount: cart.count });
      toast.show('success', t('cart.added'));
    } catch (error) {
      const message = error instanceof CartRequestError ? firstCartError(error.errors) : null;
      toast.show('error', message ?? t('cart.errors.addFailed'));
    } finally {
      setPending(false);
    }
  };
  const disabled = !inStock || !variantId;

  return (
    <Form
      method="post"
      className="add-to-cart"
      data-testid="add-to-cart-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void add(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="intent" value="add-to-cart" />
      <input type="hidden" name="variant_id" value={variantId ?? ''} />
      <div className="add-to-cart__row">
        <label className="add-to-cart__qty">
          <span className="visually-hidden">{t('product.quantity')}</span>
          <input
            type="number"
            name="quantity"
            defaultValue={1}
            min={1}
            max={Math.max(1, maxQuantity)}
            inputMode="numeric"
            className="field__input"
            disabled={disabled}
            data-testid="quantity-input"
          />
        </label>
        <button
          type="submit"
          className="button button--primary button--large add-to-cart__button"
          disabled={disabled || pending}
          aria-busy={pending}
          data-testid="add-to-cart"
        >
          {pending ? t('product.adding') : inStock ? t('product.addToCart') : t('product.unavailable')}
        </button>
      </div>
      {serverError ? (
        <p className="field__error" role="alert" data-testid="add-to-cart-error">
          {serverError}
        </p>
      ) : null}
    </Form>
  );
}
