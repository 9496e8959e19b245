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

/** Error body of cart calls: field errors and/or `non_field_errors`. */
export type CartErrorBody = Record<string, string | string[] | undefined>;

/**
 * The message to show for a failed add-to-cart: the first non-field error,
 * else the first value of the error object.
 */
export function firstCartError(errors: CartErrorBody | null | undefined): string | null {
  if (!errors) return null;
  const pick = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || null;
  const nonField = pick(errors.non_field_errors);
  if (nonField) return nonField;
  for (const value of Object.values(errors)) {
    const message = pick(value);
    if (message) return message;
  }
  return null;
}

export const CART_QUERY_KEY = ['cart'] as const;
