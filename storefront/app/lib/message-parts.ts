import type { Messages } from './i18n';

/**
 * Which texts a page sends to the browser, as entries of the catalogue: a
 * namespace (`'catalog'`) or a dotted part of one (`'account.header'`). The
 * layout sends LAYOUT_MESSAGES; each page's loader adds its own
 * (`withMessages` of i18n.server.ts). Sending the whole catalogue made it
 * half of every page's HTML (31 kB of JSON, 47 kB in the loader data's
 * encoding), work each uncached render repeats.
 * `route-messages.test.ts` checks every page against its module graph, so a
 * key used without its entry fails a test instead of showing as a raw key.
 */
export const LAYOUT_MESSAGES = [
  'brand',
  'common',
  'errors',
  'favorites',
  'footer',
  'layout',
  'nav',
  'quality',
  'search',
  'account.header',
  'buyout.navLink',
  'cart.checkout',
  'cart.empty',
  'cart.goToCart',
  'cart.itemCount',
  'cart.miniTitle',
  'cart.quantityShort',
  'cart.showMini',
  'cart.title',
  'cart.total',
  'product.inStock',
  'product.originalPrice',
  'product.outOfStock',
  'product.priceFrom',
  'product.priceOnRequest',
  'reviews.count',
  'reviews.stars',
  'service.navLink',
  'service.parts.navLink',
  'service.priceList.navLink',
] as const;

/** The catalogue's texts under `entries`; a key's plural forms (`key_one`, `key_other`…) come with it. */
export function pickMessages(messages: Messages, entries: readonly string[]): Messages {
  const picked: Record<string, unknown> = {};
  for (const entry of entries) {
    const parts = entry.split('.');
    const last = parts.pop()!;
    let from: Messages | undefined = messages;
    let to = picked;
    for (const part of parts) {
      const next: Messages[string] | undefined = from?.[part];
      from = typeof next === 'object' && !Array.isArray(next) ? (next as Messages) : undefined;
      to = (to[part] ??= {}) as Record<string, unknown>;
    }
    for (const [key, value] of Object.entries(from ?? {})) {
      if (key === last || (key.startsWith(`${last}_`) && typeof value === 'string')) to[key] = value;
    }
  }
  return picked as Messages;
}
