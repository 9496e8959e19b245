import { submitDiscountForm, type DiscountFormResult } from './discount-form.server';

export type IsicValues = { cardNumber: string; cardHolder: string };
export type IsicResult = DiscountFormResult<keyof IsicValues>;

/**
 * The checkout's apply-isic / remove-isic intents: the backend verifies the
 * card and applies the ISIC discount (POST/DELETE /store/carts/:id/isic).
 */
export function handleIsicIntent(intent: 'apply-isic' | 'remove-isic', cartId: string, form: FormData, context: unknown): Promise<IsicResult> {
  const path = `/store/carts/${encodeURIComponent(cartId)}/isic`;
  if (intent === 'remove-isic') return submitDiscountForm(context, { method: 'DELETE', path });
  const values = { cardNumber: String(form.get('cardNumber') ?? ''), cardHolder: String(form.get('cardHolder') ?? '') };
  return submitDiscountForm(context, { method: 'POST', path, values, fields: { cardNumber: 'cardNumber', cardHolder: 'cardHolder' } });
}
