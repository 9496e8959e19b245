import type { StoreCartLinePayments } from '@electroshop/contracts/installment';
import { answerError, backendApi } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';

const path = (cartId: string, lineId?: string) =>
  `/store/carts/${encodeURIComponent(cartId)}/line-payments${lineId ? `/${encodeURIComponent(lineId)}` : ''}`;

/** Per cart line, the installment and lease barems it can be paid on, and the lines to choose again; without the backend's answer the cart offers none. */
export async function loadLinePayments(cartId: string, context: unknown): Promise<StoreCartLinePayments> {
  try {
    const answer = await backendApi<StoreCartLinePayments>({ context }, path(cartId));
    if (answer.ok) return answer.body;
  } catch (error) {
    console.error('Cart line payments failed', error);
  }
  return { lines: {}, changed: [] };
}

export type LinePaymentResult = { ok: true } | { ok: false; lineId: string; error: string; status: number };

/**
 * The cart's line-payment intent (a plain form): `line_id`, `payment` =
 * `standard` | `installment:<barem id>` | `lease:<barem id>` and, for
 * installments, `arrange_type` (on-store or online). The backend checks the
 * barem against the line and answers field errors in the shop language.
 */
export async function handleLinePaymentIntent(cartId: string, form: FormData, context: unknown): Promise<LinePaymentResult> {
  const lineId = String(form.get('line_id') ?? '');
  const [kind = '', baremId] = String(form.get('payment') ?? '').split(':');
  const arrange = String(form.get('arrange_type') ?? '');
  const body = { kind, ...(baremId ? { barem_id: baremId } : {}), ...(kind === 'installment' && arrange ? { arrange_type: arrange } : {}) };
  try {
    const answer = await backendApi({ context }, path(cartId, lineId), { method: 'POST', body });
    if (answer.ok) return { ok: true };
    const error = answerError(answer);
    const first = Object.values(error.allFieldErrors())[0]?.[0];
    return { ok: false, lineId, error: first || error.message || serverT()('errors.generic'), status: answer.status >= 500 ? 502 : 400 };
  } catch (error) {
    console.error('Cart line payment failed', error);
    return { ok: false, lineId, error: serverT()('errors.generic'), status: 502 };
  }
}
