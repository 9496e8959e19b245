import { submitDiscountForm, type DiscountFormResult } from './discount-form.server';

export type IsicValues = { cardNumber: string; cardHolder: string };
export type IsicResult = DiscountFormResult<keyof IsicValues>;

const isicPath = (cartId: string) => `/store/carts/${encodeURIComponent(cartId)}/isic`;

/** The checkout's apply-isic intent: the backend verifies the card and applies the ISIC discount (POST /store/carts/:id/isic). */
export function applyIsic(cartId: string, form: FormData, context: unknown): Promise<IsicResult> {
  const values = { cardNumber: String(form.get('cardNumber') ?? ''), cardHolder: String(form.get('cardHolder') ?? '') };
  return submitDiscountForm(context, { method: 'POST', path: isicPath(cartId), values, fields: { cardNumber: 'cardNumber', cardHolder: 'cardHolder' } });
}

/** The checkout's remove-isic intent (DELETE /store/carts/:id/isic). */
export const removeIsic = (cartId: string, context: unknown): Promise<IsicResult> => submitDiscountForm(context, { method: 'DELETE', path: isicPath(cartId) });
