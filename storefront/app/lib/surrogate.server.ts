import { SURROGATE_KEY_MAX_LENGTH, surrogateKey } from '@electroshop/domain';
import { accountPaths } from '@electroshop/contracts/account';
import { BUYOUT_PAGES_KEY, buyoutPaths } from '@electroshop/contracts/buyout';
import { SERVICE_PAGES_KEY, servicePaths } from '@electroshop/contracts/service';
import { PUBLIC_PROMOTIONS_PATHS } from '@electroshop/contracts/promotion';
import { getShopConfig } from './config.server';

/**
 * Who may keep a storefront answer: the one rule of the shop's cacheability.
 *
 * An answer is public (the CDN keeps it `Surrogate-Control: max-age=300`,
 * tagged for purges) only when ALL of these hold:
 *  - its page kind is on PUBLIC_PAGE_KINDS (catalogue, search results,
 *    content and the buy-out selector: the same for every visitor);
 *  - the request carries none of the shop's cookies and the answer sets
 *    none (the page cache, page-cache/http.mjs, renders its pages from a
 *    request without cookies, so those are public for every visitor; their
 *    personal parts come from `/api/shopper`);
 *  - the query holds no secret or personal value (an e-mail, a buy-out number,
 *    an e-mailed quote's code);
 *  - the status is below 400 (a 404 is not worth keeping; it would also let
 *    anyone fill the cache with junk URLs).
 * Everything else is `Cache-Control: private, no-store` and
 * `Surrogate-Control: no-store`: cart, checkout, orders, buy-out thank-you and
 * status pages, the account, JSON bridges, and any page kind nobody put on the list.
 *
 * Keys (`Surrogate-Key`): every public page carries `html` — the key the
 * admin's Default purge sends together with the store API's `endpoint`
 * (backend src/modules/cdn-purge/surrogate-keys.ts) — plus
 * `product-<handle>` or `category-<handle>` for a targeted purge (`buyout` on the
 * buy-out selector and centres and the repair pages, purged when staff change the
 * buy-out catalogue they are built from; `service` on the repair pages, purged by a
 * change of their price list), spelled by
 * `surrogateKey` (header-safe: non-Latin-1 letters percent-encoded, the same
 * function the backend's purge applies to the keys an operator types).
 */
export const HTML_KEY = 'html';
export const PAGE_SURROGATE_MAX_AGE = 300;

export type PageKind =
  | 'home'
  | 'category'
  | 'search'
  | 'product'
  | 'info'
  | 'buyout-selector'
  | 'buyout-centres'
  | 'buyout-thanks'
  | 'buyout-status'
  | 'buyout-offer'
  | 'service-selector'
  | 'service-status'
  | 'cart'
  | 'checkout'
  | 'order'
  | 'account'
  | 'api'
  | 'other';

const PUBLIC_PAGE_KINDS: ReadonlySet<PageKind> = new Set([
  'home',
  'category',
  'search',
  'product',
  'info',
  'buyout-selector',
  'buyout-centres',
  'service-selector',
]);

/** The cookies the shop's loaders read (cookies.server.ts); a visitor's own cookies make a page theirs. */
const SHOP_COOKIES = /(?:^|;\s*)es_[a-z_]+=/;
/** Query parameters that hold a secret or a shopper's data, whatever the page. */
const PRIVATE_PARAMS = new Set(['email', 'e_mail', 'number', 'url_code', 'token']);

/** Top-level segments that are not category pages (see routes/). */
const NOT_CATEGORIES = new Set(['cart', 'checkout', 'order', 'info', 'api', 'public', 'p', 'search']);

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** The kind of page a path shows; Remix's single-fetch data URLs (`/x.data`, `/_root.data`) count as their page. */
export function pageKind(pathname: string): PageKind {
  const path = pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  const segments = segmentsOf(path);
  const [first, second] = segments;
  if (!first) return 'home';
  const buyout = buyoutPaths(getShopConfig().variant);
  const prefix = buyout.prefix.slice(1);
  if (first === prefix) {
    if (`/${first}/${second}` === buyout.centers) return segments.length === 2 ? 'buyout-centres' : 'other';
    if (`/${first}/${second}` === buyout.status) return segments.length === 2 ? 'buyout-status' : 'other';
    if (`/${first}/${second}` === buyout.thanks) return 'buyout-thanks';
    if (`/${first}/${second}` === buyout.offer) return 'buyout-offer';
    return 'buyout-selector';
  }
  // The account's pages are a shopper's own; `/ucet` alone would otherwise read as a category.
  if (`/${first}` === accountPaths(getShopConfig().variant).account) return 'account';
  // The service selector and price lists are the same for everyone; the status page and the order form's answers are someone's own.
  const service = servicePaths(getShopConfig().variant);
  if (`/${first}` === service.prefix) {
    if (`/${first}/${second}` === service.status) return segments.length === 2 ? 'service-status' : 'other';
    return 'service-selector';
  }
  if (first === 'p') return segments.length === 2 ? 'product' : 'other';
  if (first === 'info') return segments.length === 2 ? 'info' : 'other';
  // The results of `?q=…`: the same for everyone who asks the same query (`q` is not a private parameter).
  if (first === 'search') return segments.length === 1 ? 'search' : 'other';
  if (first === 'cart') return 'cart';
  if (first === 'checkout') return 'checkout';
  if (first === 'order') return 'order';
  if (first === 'api') return 'api';
  // The public discounts are read fresh on every visit (a staff change shows at once), never kept.
  if (`/${first}` === PUBLIC_PROMOTIONS_PATHS[getShopConfig().variant]) return 'other';
  if (segments.length === 1 && !NOT_CATEGORIES.has(first)) return 'category';
  return 'other';
}

export function hasPrivateQuery(url: URL): boolean {
  for (const [name, value] of url.searchParams) {
    if (PRIVATE_PARAMS.has(name.toLowerCase()) || value.includes('@')) return true;
  }
  return false;
}

/** The rule above, for one answer. */
export function isPublicAnswer(request: Request, status: number, headers: Headers): boolean {
  const url = new URL(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    PUBLIC_PAGE_KINDS.has(pageKind(url.pathname)) &&
    !SHOP_COOKIES.test(request.headers.get('Cookie') ?? '') &&
    !headers.has('Set-Cookie') &&
    !hasPrivateQuery(url) &&
    status < 400
  );
}

export function pageSurrogateKeys(pathname: string): string[] {
  const kind = pageKind(pathname);
  if (kind === 'buyout-selector' || kind === 'buyout-centres') return [HTML_KEY, BUYOUT_PAGES_KEY];
  // The repair pages also pick the device from the buy-out catalogue and list its centres.
  if (kind === 'service-selector') return [HTML_KEY, BUYOUT_PAGES_KEY, SERVICE_PAGES_KEY];
  const segments = segmentsOf(pathname.replace(/\.data$/, ''));
  const handle = kind === 'product' ? `product-${segments[1]}` : kind === 'category' ? `category-${segments[0]}` : null;
  const key = handle === null ? null : surrogateKey(handle);
  // A key too long for Fastly is left out: such a page is still purged by `html`.
  return key && key.length <= SURROGATE_KEY_MAX_LENGTH ? [HTML_KEY, key] : [HTML_KEY];
}

/** Sets the cacheability headers of a page answer (documents and Remix data requests alike). */
export function setCacheHeaders(request: Request, status: number, headers: Headers): void {
  if (isPublicAnswer(request, status, headers)) {
    headers.set('Surrogate-Key', pageSurrogateKeys(new URL(request.url).pathname).join(' '));
    headers.set('Surrogate-Control', `max-age=${PAGE_SURROGATE_MAX_AGE}`);
    // The CDN keeps the cookie-less copy for cookie-less visitors only.
    headers.append('Vary', 'Cookie');
  } else {
    headers.delete('Surrogate-Key');
    headers.set('Surrogate-Control', 'no-store');
    headers.set('Cache-Control', 'private, no-store');
  }
}
