import type { CardPaymentMethod, CardPaymentStart, CardPaymentState } from '@electroshop/contracts/payment';
import { CARD_PAYMENT_METHODS } from '@electroshop/contracts/payment';
import { errorMessage } from '~/lib/medusa.server';
import { BackendError, backendApi, backendData, type Caller } from '~/lib/backend.server';

/** The order's card payment as the gateway tells it now (the backend captures a paid one); null for an unknown order or one paid otherwise. */
export async function getCardPaymentState(orderId: string): Promise<CardPaymentState | null> {
  try {
    return await backendData<CardPaymentState>(`/store/card-payments/${encodeURIComponent(orderId)}`);
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

/**
 * A gateway payment of the unpaid order, then where the shopper goes: the
 * gateway's page (a plain redirect, no JavaScript needed); or the order's
 * payment page to retry (`?error=send`), to pay by card when the gateway
 * refused a wallet (`?error=wallet`), or to see that it is already paid.
 */
export async function startCardPayment(orderId: string, method: CardPaymentMethod, caller: Caller): Promise<string> {
  const page = `/order/${orderId}/payment`;
  try {
    const answer = await backendApi<CardPaymentStart & { code?: string }>(caller, `/store/card-payments/${encodeURIComponent(orderId)}`, {
      method: 'POST',
      body: { method },
    });
    if (answer.ok) return answer.body.redirect_url;
    console.warn('Starting the card payment failed', answer.status, answer.body?.code);
    if (answer.status === 409) return page;
    return `${page}?error=${answer.body?.code === 'wallet_unavailable' ? 'wallet' : 'send'}`;
  } catch (error) {
    console.warn('Starting the card payment failed', errorMessage(error));
    return `${page}?error=send`;
  }
}

export function readCardMethod(value: FormDataEntryValue | null): CardPaymentMethod | null {
  return typeof value === 'string' && (CARD_PAYMENT_METHODS as readonly string[]).includes(value) ? (value as CardPaymentMethod) : null;
}
