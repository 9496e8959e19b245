import type { InstallmentPaymentStart, InstallmentPaymentState } from '@electroshop/contracts/payment';
import { errorMessage } from '~/lib/medusa.server';
import { BackendError, answerError, backendApi, backendData, type Caller } from '~/lib/backend.server';

const path = (orderId: string) => `/store/installment-payments/${encodeURIComponent(orderId)}`;

/** The order's installment application as the partner tells it now; null for an unknown order or one paid otherwise. */
export async function getInstallmentPaymentState(orderId: string): Promise<InstallmentPaymentState | null> {
  try {
    return await backendData<InstallmentPaymentState>(path(orderId));
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

export type InstallmentStartResult = { ok: true; redirectUrl: string } | { ok: false; alreadyPaid: boolean };

/** The partner's application of the order; the shopper is sent to fill it in. A failure ('calculating of installments failed') is for the shopper to retry. */
export async function startInstallmentPayment(orderId: string, caller: Caller): Promise<InstallmentStartResult> {
  const answer = await backendApi<InstallmentPaymentStart>(caller, path(orderId), { method: 'POST', body: {} }).catch((error: unknown) => {
    console.warn('Starting the installment application failed', errorMessage(error));
    return null;
  });
  if (answer?.ok) return { ok: true, redirectUrl: answer.body.redirect_url };
  if (answer) console.warn('Starting the installment application failed', answer.status, answerError(answer).message);
  return { ok: false, alreadyPaid: answer?.status === 409 };
}
