import type { ShopVariant } from '@electroshop/domain/variant';

export interface BuyoutPaths {
  /** The selector: `<prefix>/<type>/<manufacturer>/<model>/<colour slug>`. */
  prefix: string;
  thanks: string;
  status: string;
  centers: string;
  offer: string;
}

/**
 * Storefront paths of the buy-out pages per variant. The backend writes them
 * into `url`, `Location` and e-mails, the storefront routes them, so they are
 * declared once here.
 */
export const BUYOUT_PATHS: Readonly<Record<ShopVariant, Readonly<BuyoutPaths>>> = {
  cz: { prefix: '/vykup', thanks: '/vykup/dekujeme', status: '/vykup/stav', centers: '/vykup/centra', offer: '/vykup/nabidka' },
  ro: { prefix: '/vanzare', thanks: '/vanzare/multumim', status: '/vanzare/stare', centers: '/vanzare/centre', offer: '/vanzare/oferta' },
};

/**
 * Surrogate key of the buy-out pages everyone sees the same (the selector, the centres): the CDN
 * keeps them for minutes, and a change of the buy-out catalogue purges them by this key.
 */
export const BUYOUT_PAGES_KEY = 'buyout';

/** Prefix of the human buy-out numbers (`VK000123` in cz, `RV000123` in ro). */
export const BUYOUT_NUMBER_PREFIX: Readonly<Record<ShopVariant, string>> = { cz: 'VK', ro: 'RV' };

export function buyoutPaths(variant: ShopVariant): Readonly<BuyoutPaths> {
  return BUYOUT_PATHS[variant] ?? BUYOUT_PATHS.cz;
}

/** Selector levels in URL order. */
export const SELECTOR_LEVELS = ['type', 'manufacturer', 'model', 'color'] as const;
export type SelectorLevel = (typeof SELECTOR_LEVELS)[number];

/** `<prefix>/<type>/<manufacturer>/<model>/<colour slug>`, as far as the parts are given. */
export function selectorPath(variant: ShopVariant, parts: readonly (string | null | undefined)[]): string {
  const segments = parts.filter((p): p is string => Boolean(p)).map(encodeURIComponent);
  return [buyoutPaths(variant).prefix, ...segments].join('/');
}

export function thanksPath(variant: ShopVariant, id: string): string {
  return `${buyoutPaths(variant).thanks}/${encodeURIComponent(id)}`;
}

/** The status page with the number filled in; the e-mail is typed in, never carried in a URL. */
export function statusPath(variant: ShopVariant, number?: string): string {
  const path = buyoutPaths(variant).status;
  return number ? `${path}?number=${encodeURIComponent(number)}` : path;
}

/** The page where the seller answers a new price offer; `token` signs the sale and the price. */
export function offerPath(variant: ShopVariant, id: string, token: string): string {
  return `${buyoutPaths(variant).offer}?id=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;
}

/** The selector reopened from an e-mailed quote. */
export function quotePath(variant: ShopVariant, code: string): string {
  return `${buyoutPaths(variant).prefix}?url_code=${encodeURIComponent(code)}`;
}

/** The thank-you page in review mode, opened by the token of the confirmation e-mail. */
export function reviewPath(variant: ShopVariant, id: string, token: string): string {
  return `${thanksPath(variant, id)}?token=${encodeURIComponent(token)}`;
}
