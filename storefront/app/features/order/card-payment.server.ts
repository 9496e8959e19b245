import type { CardPaymentMethod, CardPaymentStart, CardPaymentState } from '@electroshop/contracts/payment';
import { CARD_PAYMENT_METHODS } from '@electroshop/contracts/payment';
import { errorMessage, getSdk, isFetchError } from '~/lib/medusa.server';

/** The order's card payment as the gateway tells it now (the backend captures a paid one); null for an unknown order or one paid otherwise. */
export async function getCardPaymentState(orderId: string): Promise<CardPaymentState | null> {
  const sdk = await getSdk();
  try {
    return await sdk.client.fetch<CardPaymentState>(`/store/card-payments/${encodeURIComponent(orderId)}`);
  } catch (error) {
    if (isFetchError(error) && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

export type StartResult = { ok: true; redirectUrl: string } | { ok: false; alreadyPaid: boolean };

/** A gateway payment of the unpaid order; the shopper is sent to its page. A refusal is for the shopper to retry. */
export async function startCardPayment(orderId: string, method: CardPaymentMethod): Promise<StartResult> {
  const sdk = await getSdk();
  try {
    const started = await sdk.client.fetch<CardPaymentStart>(`/store/card-payments/${encodeURIComponent(orderId)}`, {
      method: 'POST',
      body: { method },
    });
    return { ok: true, redirectUrl: started.redirect_url };
  } catch (error) {
    console.warn('Starting the card payment failed', errorMessage(error));
    return { ok: false, alreadyPaid: isFetchError(error) && error.status === 409 };
  }
}

export function readCardMethod(value: FormDataEntryValue | null): CardPaymentMethod | null {
  return typeof value === 'string' && (CARD_PAYMENT_METHODS as readonly string[]).includes(value) ? (value as CardPaymentMethod) : null;
}
