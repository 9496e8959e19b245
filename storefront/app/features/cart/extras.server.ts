import type { StoreCartExtras } from '@electroshop/contracts/item-extra';
import { answerError, backendApi } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';

const path = (cartId: string, lineId?: string) =>
  `/store/carts/${encodeURIComponent(cartId)}/extras${lineId ? `/${encodeURIComponent(lineId)}` : ''}`;

/** What the cart's devices can get and which chosen extras must be chosen again; without the backend's answer the cart shows none. */
export async function loadCartExtras(cartId: string, context: unknown): Promise<StoreCartExtras> {
  try {
    const answer = await backendApi<StoreCartExtras>({ context }, path(cartId));
    if (answer.ok) return answer.body;
  } catch (error) {
    console.error('Cart extras failed', error);
  }
  return { offers: {}, changed: [] };
}

export type ExtraResult = { ok: true } | { ok: false; lineId: string; error: string; status: number };

/**
 * The cart's add-extra / remove-extra intents (plain forms: `line_id` and
 * `offer` = `<offer id>:<price shown>`, or the extra's `line_id`). The
 * backend answers 'Insurance price changed, select again.' when the price
 * shown is no longer the offer's.
 */
export async function handleExtraIntent(intent: 'add-extra' | 'remove-extra', cartId: string, form: FormData, context: unknown): Promise<ExtraResult> {
  const lineId = String(form.get('line_id') ?? '');
  const [offerId, price] = String(form.get('offer') ?? '').split(':');
  try {
    const answer =
      intent === 'remove-extra'
        ? await backendApi({ context }, path(cartId, lineId), { method: 'DELETE' })
        : await backendApi({ context }, path(cartId), { method: 'POST', body: { line_id: lineId, offer_id: offerId ?? '', price: Number(price) } });
    if (answer.ok) return { ok: true };
    return { ok: false, lineId, error: answerError(answer).message || serverT()('errors.generic'), status: answer.status >= 500 ? 502 : 400 };
  } catch (error) {
    console.error('Cart extra failed', error);
    return { ok: false, lineId, error: serverT()('errors.generic'), status: 502 };
  }
}
