/**
 * The security headers of every storefront answer (server.mjs for what
 * Remix renders per request, page-cache/http.mjs for cached pages).
 *
 * The CSP allows scripts from the shop's own origin and inline scripts only
 * when listed in `inlineScripts`: this answer's nonce (`'nonce-…'`) for a
 * page rendered per request, or the hashes (`'sha256-…'`) of the inline
 * scripts a cached page was rendered with. A cached page is the same bytes
 * for every shopper, so a nonce in it would be public; a hash allows exactly
 * the scripts the shop rendered and nothing injected beside them.
 */
const backendOrigin = process.env.BACKEND_URL ? new URL(process.env.BACKEND_URL).origin : '';

/**
 * Paying by card or applying for installments posts a form to the shop,
 * answered by a redirect to the partner's page; browsers hold a form's
 * redirects to `form-action` too, so without JavaScript the shopper stopped
 * on the shop. Only the partners' origins are added: those of the backend's
 * settings (COMGATE_URL, HOME_CREDIT_URL, TBI_URL: the local fakes in tests),
 * else the real partners'.
 */
export function partnerOrigin(url, fallback) {
  try {
    return new URL(url || fallback).origin;
  } catch {
    return fallback;
  }
}
const partnerOrigins = [
  partnerOrigin(process.env.COMGATE_URL, 'https://payments.comgate.cz'),
  partnerOrigin(process.env.HOME_CREDIT_URL, 'https://api.homecredit.cz'),
  partnerOrigin(process.env.TBI_URL, 'https://ecommerce.tbibank.ro'),
];

export function contentSecurityPolicy(inlineScripts = []) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    // React renders a few style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Product images are uploaded to the backend or linked from any https host.
    `img-src 'self' data: https: ${backendOrigin}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    `form-action 'self' ${[...new Set(partnerOrigins)].join(' ')}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** [name, value] pairs: the CSP with these inline-script sources, no framing, no sniffing, a short referrer. */
export function securityHeaders(inlineScripts) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inlineScripts)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
}
