import type { InstallmentPaymentStart, InstallmentPaymentState } from '@electroshop/contracts/payment';
import { errorMessage, getSdk, isFetchError } from '~/lib/medusa.server';

const path = (orderId: string) => `/store/installment-payments/${encodeURIComponent(orderId)}`;

/** The order's installment application as the partner tells it now; null for an unknown order or one paid otherwise. */
export async function getInstallmentPaymentState(orderId: string): Promise<InstallmentPaymentState | null> {
  const sdk = await getSdk();
  try {
    return await sdk.client.fetch<InstallmentPaymentState>(path(orderId));
  } catch (error) {
    if (isFetchError(error) && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

export type InstallmentStartResult = { ok: true; redirectUrl: string } | { ok: false; alreadyPaid: boolean };

/** The partner's application of the order; the shopper is sent to fill it in. A failure ('calculating of installments failed') is for the shopper to retry. */
export async function startInstallmentPayment(orderId: string): Promise<InstallmentStartResult> {
  const sdk = await getSdk();
  try {
    const started = await sdk.client.fetch<InstallmentPaymentStart>(path(orderId), { method: 'POST', body: {} });
    return { ok: true, redirectUrl: started.redirect_url };
  } catch (error) {
    console.warn('Starting the installment application failed', errorMessage(error));
    return { ok: false, alreadyPaid: isFetchError(error) && error.status === 409 };
  }
}
