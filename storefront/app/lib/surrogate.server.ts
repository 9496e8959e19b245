/**
 * CDN tags of the storefront's answers (Fastly: `Surrogate-Key`,
 * `Surrogate-Control`; both are stripped before the browser sees them). Every
 * public HTML page carries `html` — the key the admin's Default purge sends
 * together with the store API's `endpoint` (backend
 * src/modules/cdn-purge/surrogate-keys.ts) — plus `product-<handle>` or
 * `category-<handle>` for a targeted purge. Pages with a shopper's own data
 * (cart, checkout, orders, JSON API) are never cached by the CDN.
 */
export const HTML_KEY = 'html';
export const PAGE_SURROGATE_MAX_AGE = 300;

const PRIVATE_PREFIXES = ['/cart', '/checkout', '/order', '/api/'];
/** Top-level paths that are not category pages (see routes/). */
const NOT_CATEGORIES = new Set(['cart', 'checkout', 'order', 'info', 'api', 'public']);

export function pageSurrogateKeys(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  if (segments[0] === 'p' && segments[1]) return [HTML_KEY, `product-${segments[1]}`];
  if (segments.length === 1 && !NOT_CATEGORIES.has(segments[0])) return [HTML_KEY, `category-${segments[0]}`];
  return [HTML_KEY];
}

export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
}

/** Sets the CDN headers on a GET page answer (documents and Remix data requests alike). */
export function setSurrogateHeaders(request: Request, status: number, headers: Headers): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const { pathname } = new URL(request.url);
  headers.set('Surrogate-Key', pageSurrogateKeys(pathname).join(' '));
  const cacheable = status < 400 && !isPrivatePage(pathname) && !headers.has('Set-Cookie');
  headers.set('Surrogate-Control', cacheable ? `max-age=${PAGE_SURROGATE_MAX_AGE}` : 'no-store');
}
