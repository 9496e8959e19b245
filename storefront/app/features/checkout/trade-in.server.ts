import { submitDiscountForm, type DiscountFormResult } from './discount-form.server';

export type TradeInValues = { tradeInNumber: string; tradeInEmail: string };
export type TradeInResult = DiscountFormResult<keyof TradeInValues>;

/**
 * The checkout's apply-trade-in / remove-trade-in:<code> intents: the
 * backend proves the sale by number and e-mail and takes its bonus off the
 * new device (POST /store/carts/:id/trade-in, DELETE …/trade-in/:code). The
 * form's names differ from the API's, since the checkout has its own e-mail.
 */
export function handleTradeInIntent(intent: string, cartId: string, form: FormData, context: unknown): Promise<TradeInResult> {
  const path = `/store/carts/${encodeURIComponent(cartId)}/trade-in`;
  if (intent.startsWith('remove-trade-in:')) {
    return submitDiscountForm(context, { method: 'DELETE', path: `${path}/${encodeURIComponent(intent.slice('remove-trade-in:'.length))}` });
  }
  const values = { tradeInNumber: String(form.get('tradeInNumber') ?? ''), tradeInEmail: String(form.get('tradeInEmail') ?? '') };
  return submitDiscountForm(context, {
    method: 'POST',
    path,
    values,
    fields: { tradeInNumber: 'number', tradeInEmail: 'email' },
    body: { number: values.tradeInNumber, email: values.tradeInEmail },
  });
}
