import type { StoreCartExtras, StoreItemExtraOffer } from '@electroshop/contracts/item-extra';
import { formatMoney } from '@electroshop/domain/money';
import { getShopConfig } from '~/lib/config.server';
import { escapeHtml } from '~/lib/html.server';
import { answerError, backendApi, backendData } from '~/lib/backend.server';
import { cartLinesPath, loadCartLines, sendLineIntent, type LineIntentResult } from './cart-lines.server';
import { serverT } from '~/lib/i18n.server';

/** What the cart's devices can get and which chosen extras must be chosen again; without the backend's answer the cart shows none. */
export const loadCartExtras = (cartId: string, context: unknown) => loadCartLines<StoreCartExtras>('extras', cartId, context, { offers: {}, changed: [] });

/**
 * The cart's add-extra intent (a plain form: `line_id` and `offer` =
 * `<offer id>:<price shown>`). The backend answers 'Insurance price changed,
 * select again.' when the price shown is no longer the offer's.
 */
export function addExtra(cartId: string, form: FormData, context: unknown): Promise<LineIntentResult> {
  const lineId = String(form.get('line_id') ?? '');
  const [offerId, price] = String(form.get('offer') ?? '').split(':');
  return sendLineIntent(
    'extras',
    lineId,
    () =>
      backendApi({ context }, cartLinesPath('extras', cartId), { method: 'POST', body: { line_id: lineId, offer_id: offerId ?? '', price: Number(price) } }),
    (refusal) => answerError(refusal).message,
  );
}

/** The cart's remove-extra intent: the extra's `line_id`. */
export function removeExtra(cartId: string, form: FormData, context: unknown): Promise<LineIntentResult> {
  const lineId = String(form.get('line_id') ?? '');
  return sendLineIntent(
    'extras',
    lineId,
    () => backendApi({ context }, cartLinesPath('extras', cartId, lineId), { method: 'DELETE' }),
    (refusal) => answerError(refusal).message,
  );
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
    offers = (await backendData<{ offers: StoreItemExtraOffer[] }>('/store/item-extras', { product_id: productId })).offers;
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
