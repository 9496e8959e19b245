import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { clearCartCookieHeader, type Cart } from '~/features/cart/cart.server';
import { applyPromoCode, removePromoCode, type PromoResult } from '~/features/cart/promo.server';
import { startCardPayment } from '~/features/order/card-payment.server';
import { startInstallmentPayment } from '~/features/order/installment-payment.server';
import { checkoutConflictMessage } from '~/lib/errors';
import { serverT } from '~/lib/i18n.server';
import { errorMessage } from '~/lib/medusa.server';
import type { CheckoutValues } from './checkout';
import type { CheckoutActionData } from './checkout-answer';
import { chooseDeliveryMethod, placeOrder, validateCheckout } from './checkout.server';
import { applyIsic, removeIsic, type IsicResult } from './isic.server';
import { applyTradeIn, removeTradeIn, type TradeInResult } from './trade-in.server';

/** What every checkout intent gets: the cart, the posted form as sent and as checkout values, and the argument of `intent:argument`. */
type CheckoutIntentInput = { cart: Cart; form: FormData; values: CheckoutValues; argument: string; context: AppLoadContext };
type CheckoutAnswer = ReturnType<typeof data<CheckoutActionData>> | ReturnType<typeof redirect>;

const promoAnswer = (values: CheckoutValues, result: PromoResult) =>
  data<CheckoutActionData>(result.ok ? { values, promoError: null, promoApplied: result.applied } : { values, promoError: result.error }, {
    status: result.ok ? 200 : 400,
  });

const isicAnswer = (values: CheckoutValues, result: IsicResult) =>
  data<CheckoutActionData>({ values, isic: result.ok ? { applied: result.applied } : result }, { status: result.ok ? 200 : result.status });

const tradeInAnswer = (values: CheckoutValues, result: TradeInResult) =>
  data<CheckoutActionData>({ values, tradeIn: result.ok ? { applied: result.applied } : result }, { status: result.ok ? 200 : result.status });

/** With JavaScript, picking a delivery method (and its pickup point or store) updates the cart and so the summary at once. */
async function setShipping({ cart, form }: CheckoutIntentInput): Promise<CheckoutAnswer> {
  const optionId = String(form.get('shipping_option_id') ?? '');
  const pointId = String(form.get('pickup_point_id') ?? '');
  const storeId = String(form.get('stock_location_id') ?? '');
  try {
    await chooseDeliveryMethod(cart.id, optionId, pointId ? { pickup_point_id: pointId } : storeId ? { stock_location_id: storeId } : undefined);
    return data<CheckoutActionData>({});
  } catch (error) {
    console.warn('Setting the delivery method failed', errorMessage(error));
    // The cart still busy with another change after the backend's wait: its 409 says so in the shop language.
    const message = checkoutConflictMessage(error) ?? serverT()('checkout.errors.shippingUnavailable');
    return data<CheckoutActionData>({ errors: { shipping_option_id: message } }, { status: 400 });
  }
}

/** The order, then (paying by card or in installments) straight on to the gateway or the partner's application. */
async function placeOrderIntent({ cart, values, context }: CheckoutIntentInput): Promise<CheckoutAnswer> {
  const validation = validateCheckout(values);
  if (!validation.ok) return data<CheckoutActionData>({ values, errors: validation.errors }, { status: 400 });
  try {
    const result = await placeOrder(cart, validation.data, context);
    if (!result.ok) {
      return data<CheckoutActionData>(
        { values, formError: result.error, errors: result.field ? { [result.field]: result.error } : undefined },
        { status: 400 },
      );
    }
    const headers = { 'Set-Cookie': await clearCartCookieHeader() };
    if (result.cardMethod) {
      // Placed awaiting payment: if the gateway cannot be reached, the payment page offers a retry.
      return redirect(await startCardPayment(result.order.id, result.cardMethod, { context }), { headers });
    }
    if (result.installments) {
      // Placed awaiting the loan: if the application cannot be created, the installment page says so.
      const started = await startInstallmentPayment(result.order.id, { context });
      return redirect(started.ok ? started.redirectUrl : `/order/${result.order.id}/installments?error=send`, { headers });
    }
    return redirect(`/order/confirmed/${result.order.id}`, { headers });
  } catch (error) {
    console.error('Placing the order failed', errorMessage(error));
    const formError = checkoutConflictMessage(error) ?? serverT()('checkout.errors.orderFailed');
    return data<CheckoutActionData>({ values, formError }, { status: 400 });
  }
}

/**
 * The checkout form's intents (its submit buttons' values): placing the order
 * is the form's default (Enter in any field); the rest change the cart and
 * come back to the page with what was typed.
 */
export const checkoutIntents: Record<string, (input: CheckoutIntentInput) => Promise<CheckoutAnswer>> = {
  'place-order': placeOrderIntent,
  'set-shipping': setShipping,
  'apply-promo': async ({ cart, form, values }) => promoAnswer(values, await applyPromoCode(cart.id, String(form.get('code') ?? ''))),
  'remove-promo': async ({ cart, values, argument }) => promoAnswer(values, await removePromoCode(cart.id, argument)),
  'apply-isic': async ({ cart, form, values, context }) => isicAnswer(values, await applyIsic(cart.id, form, context)),
  'remove-isic': async ({ cart, values, context }) => isicAnswer(values, await removeIsic(cart.id, context)),
  'apply-trade-in': async ({ cart, form, values, context }) => tradeInAnswer(values, await applyTradeIn(cart.id, form, context)),
  'remove-trade-in': async ({ cart, values, argument, context }) => tradeInAnswer(values, await removeTradeIn(cart.id, argument, context)),
};
