import type { StoreCartLinePayments } from '@electroshop/contracts/installment';
import { answerError, backendApi } from '~/lib/backend.server';
import { cartLinesPath, loadCartLines, sendLineIntent, type LineIntentResult } from './cart-lines.server';

/** Per cart line, the installment and lease barems it can be paid on, and the lines to choose again; without the backend's answer the cart offers none. */
export const loadLinePayments = (cartId: string, context: unknown) =>
  loadCartLines<StoreCartLinePayments>('line-payments', cartId, context, { lines: {}, changed: [] });

/**
 * The cart's line-payment intent (a plain form): `line_id`, `payment` =
 * `standard` | `installment:<barem id>` | `lease:<barem id>` and, for
 * installments, `arrange_type` (on-store or online). The backend checks the
 * barem against the line and answers field errors in the shop language.
 */
export async function chooseLinePayment(cartId: string, form: FormData, context: unknown): Promise<LineIntentResult> {
  const lineId = String(form.get('line_id') ?? '');
  const [kind = '', baremId] = String(form.get('payment') ?? '').split(':');
  const arrange = String(form.get('arrange_type') ?? '');
  const body = { kind, ...(baremId ? { barem_id: baremId } : {}), ...(kind === 'installment' && arrange ? { arrange_type: arrange } : {}) };
  return sendLineIntent(
    'line-payments',
    lineId,
    () => backendApi({ context }, cartLinesPath('line-payments', cartId, lineId), { method: 'POST', body }),
    (refusal) => {
      const error = answerError(refusal);
      return Object.values(error.allFieldErrors())[0]?.[0] || error.message;
    },
  );
}
