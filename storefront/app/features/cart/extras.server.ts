import type { StoreCartExtras, StoreItemExtraOffer } from '@electroshop/contracts/item-extra';
import { formatMoney } from '@electroshop/domain/money';
import { getShopConfig } from '~/lib/config.server';
import { escapeHtml } from '~/lib/html.server';
import { getSdk } from '~/lib/medusa.server';
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

/**
 * The product page's warranty extensions and insurances (the product's own
 * insurances, else its type's: backend `GET /store/item-extras`) as finished
 * HTML — a `<details>` list, chosen later in the cart — so the page ships no
 * code for it; null when there are none or they cannot be read.
 */
export async function productExtrasHtml(productId: string): Promise<string | null> {
  let offers: StoreItemExtraOffer[] = [];
  try {
    offers = (await (await getSdk()).client.fetch<{ offers: StoreItemExtraOffer[] }>('/store/item-extras', { query: { product_id: productId } })).offers;
  } catch (error) {
    console.error(`Extras of ${productId} could not be loaded`, error);
  }
  if (!offers.length) return null;
  const { locale, currencyCode } = getShopConfig();
  const t = serverT();
  const items = offers.map((o) => {
    const text = t(`product.extras.${o.kind}`, { name: o.name, months: o.months ?? 0, price: formatMoney(o.price, currencyCode, locale) });
    return `<li data-testid="product-extra">${escapeHtml(text)}</li>`;
  });
  return (
    `<details class="product__lease" id="extras" data-testid="product-extras"><summary>${escapeHtml(t('product.extras.title'))}</summary>` +
    `<ul>${items.join('')}</ul><p>${escapeHtml(t('product.extras.howTo'))}</p></details>`
  );
}
