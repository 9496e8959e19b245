import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { serverT } from '~/lib/i18n.server';
import { errorMessage } from '~/lib/medusa.server';
import type { CartActionData } from './cart';
import { removeLineItem, updateLineItem } from './cart.server';
import type { LineIntentResult } from './cart-lines.server';
import { addExtra, removeExtra } from './extras.server';
import { chooseLinePayment } from './line-payment.server';
import { applyPromoCode, removePromoCode, type PromoResult } from './promo.server';

/** What every cart intent gets: the cart's id, the posted form and the argument of `intent:argument`. */
type CartIntentInput = { cartId: string; form: FormData; argument: string; context: AppLoadContext };
type CartAnswer = ReturnType<typeof data<CartActionData>> | ReturnType<typeof redirect>;

const promoAnswer = (result: PromoResult) =>
  result.ok
    ? data<CartActionData>({ intent: 'promo', error: null, applied: result.applied })
    : data<CartActionData>({ intent: 'promo', error: result.error, applied: false }, { status: 400 });

/** A line's change done: the cart page again (a plain form's answer); refused: the line shows why. */
const lineAnswer = (result: LineIntentResult) =>
  result.ok ? redirect('/cart') : data<CartActionData>({ intent: 'line', lineId: result.lineId, error: result.error }, { status: result.status });

/** A quantity change (0 removes the line, as does the line's remove button). */
async function changeLine(lineId: string, send: () => Promise<void>): Promise<CartAnswer> {
  if (!lineId) return data<CartActionData>({ intent: 'error', error: serverT()('errors.generic') }, { status: 400 });
  try {
    await send();
    return redirect('/cart');
  } catch (error) {
    return data<CartActionData>({ intent: 'line', lineId, error: errorMessage(error) || serverT()('errors.generic') }, { status: 400 });
  }
}

async function updateQuantity({ cartId, form }: CartIntentInput): Promise<CartAnswer> {
  const lineId = String(form.get('line_id') ?? '');
  const quantity = Number.parseInt(String(form.get('quantity') ?? ''), 10);
  if (lineId && (!Number.isInteger(quantity) || quantity < 0 || quantity > 99)) {
    return data<CartActionData>({ intent: 'line', lineId, error: serverT()('cart.errors.invalidQuantity') }, { status: 400 });
  }
  return changeLine(lineId, () => updateLineItem(cartId, lineId, quantity));
}

/** The cart page's intents (each a plain form that works without JavaScript, or a fetcher's). */
export const cartIntents: Record<string, (input: CartIntentInput) => Promise<CartAnswer>> = {
  update: updateQuantity,
  remove: ({ cartId, form }) => {
    const lineId = String(form.get('line_id') ?? '');
    return changeLine(lineId, () => removeLineItem(cartId, lineId));
  },
  'apply-promo': async ({ cartId, form }) => promoAnswer(await applyPromoCode(cartId, String(form.get('code') ?? ''))),
  'remove-promo': async ({ cartId, argument }) => promoAnswer(await removePromoCode(cartId, argument)),
  'add-extra': async ({ cartId, form, context }) => lineAnswer(await addExtra(cartId, form, context)),
  'remove-extra': async ({ cartId, form, context }) => lineAnswer(await removeExtra(cartId, form, context)),
  'line-payment': async ({ cartId, form, context }) => lineAnswer(await chooseLinePayment(cartId, form, context)),
};
