import { submitDiscountForm, type DiscountFormResult } from './discount-form.server';

export type TradeInValues = { tradeInNumber: string; tradeInEmail: string };
export type TradeInResult = DiscountFormResult<keyof TradeInValues>;

const tradeInPath = (cartId: string) => `/store/carts/${encodeURIComponent(cartId)}/trade-in`;

/**
 * The checkout's apply-trade-in intent: the backend proves the sale by number
 * and e-mail and takes its bonus off the new device (POST
 * /store/carts/:id/trade-in). The form's names differ from the API's, since
 * the checkout has its own e-mail.
 */
export function applyTradeIn(cartId: string, form: FormData, context: unknown): Promise<TradeInResult> {
  const values = { tradeInNumber: String(form.get('tradeInNumber') ?? ''), tradeInEmail: String(form.get('tradeInEmail') ?? '') };
  return submitDiscountForm(context, {
    method: 'POST',
    path: tradeInPath(cartId),
    values,
    fields: { tradeInNumber: 'number', tradeInEmail: 'email' },
    body: { number: values.tradeInNumber, email: values.tradeInEmail },
  });
}

/** The remove-trade-in:<code> intent of an applied bonus's button (DELETE …/trade-in/:code). */
export const removeTradeIn = (cartId: string, code: string, context: unknown): Promise<TradeInResult> =>
  submitDiscountForm(context, { method: 'DELETE', path: `${tradeInPath(cartId)}/${encodeURIComponent(code)}` });
