import type { FieldErrors } from '~/lib/field-errors';

/** Cart data shared with the browser (mini cart, add-to-cart responses). */
export interface MiniCartItem {
  id: string;
  title: string;
  variantTitle: string | null;
  handle: string | null;
  thumbnail: string | null;
  quantity: number;
  total: number;
}

export interface MiniCart {
  id: string | null;
  count: number;
  currencyCode: string | null;
  total: number;
  itemTotal: number;
  items: MiniCartItem[];
}

/** The message to show for a failed add-to-cart: the form's own (`form`), else the first field's. */
export function firstCartError(errors: FieldErrors | null | undefined): string | null {
  if (!errors) return null;
  return errors.form || Object.values(errors).find(Boolean) || null;
}

export const CART_QUERY_KEY = ['cart'] as const;

/** The cart action's refusals: of one line (its quantity, extra or payment), of a discount code, or of the whole form. */
export type CartActionData =
  { intent: 'line'; lineId: string; error: string } | { intent: 'promo'; error: string | null; applied: boolean } | { intent: 'error'; error: string };
