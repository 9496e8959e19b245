import type { StoreSpecialOffer, StoreSpecialOffers } from '@electroshop/contracts/special-offer';
import { backendApi } from '~/lib/backend.server';
import { serverT } from '~/lib/i18n.server';
import { productUrl } from './components/ProductCard';

/**
 * The special offers valid today for these products (GET
 * /store/special-offers). Offers are an extra: when the call fails the page
 * shows none rather than failing.
 */
export async function offersFor(productIds: string[]): Promise<Record<string, StoreSpecialOffer[]>> {
  if (!productIds.length) return {};
  try {
    const answer = await backendApi<StoreSpecialOffers>({}, '/store/special-offers', { query: { product_id: productIds.join(',') } });
    return answer.ok ? answer.body.offers : {};
  } catch (error) {
    console.error('Special offers failed to load', error);
    return {};
  }
}

/** The product page's offers, written here so the page adds no code for them: a badge's label, a gift's with a link to the gift. */
export async function productOffers(productId: string): Promise<{ className: string; text: string; href: string | null }[]> {
  const t = serverT();
  return ((await offersFor([productId]))[productId] ?? []).map((o) => ({
    className: `product__offer product__offer--${o.kind}`,
    text: o.gift_product ? t('offers.gift', { label: o.label }) : o.label,
    href: o.gift_product ? productUrl(o.gift_product.handle) : null,
  }));
}
