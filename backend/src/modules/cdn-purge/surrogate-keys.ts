/**
 * Surrogate keys tag what the CDN caches so that a purge by key reaches
 * exactly those answers. The storefront tags every HTML page with `html`
 * (plus `product-<handle>` / `category-<handle>`, see
 * storefront/app/lib/surrogate.server.ts); the store API tags every answer
 * with `endpoint` (plus `endpoint-<resource>`). The admin's Default purge sends
 * DEFAULT_PURGE_KEYS, which therefore covers every page and every API answer.
 */
export const HTML_KEY = "html"
export const ENDPOINT_KEY = "endpoint"
export const DEFAULT_PURGE_KEYS = [HTML_KEY, ENDPOINT_KEY] as const

/** How long Fastly may keep a public store API answer (seconds); purges make it fresh sooner. */
export const STORE_API_SURROGATE_MAX_AGE = 300

/** Store API paths with a shopper's own data: the CDN must never keep them. */
const PRIVATE_STORE_PREFIXES = [
  "/store/carts",
  "/store/customers",
  "/store/orders",
  "/store/order-changes",
  "/store/payment-collections",
  "/store/returns",
  "/store/shipping-options",
  "/store/buyout/status",
  "/store/buyout/selector",
  "/store/reviews/user-data",
  "/store/reviews/to-review",
]

/**
 * A surrogate key is a token without whitespace (Fastly splits the header on
 * spaces); max 1024 bytes. Non-ASCII letters are percent-encoded
 * (`surrogateKey` of @electroshop/domain), as the storefront tags its pages.
 */
export const SURROGATE_KEY_PATTERN = /^[A-Za-z0-9_.:\-/+%]{1,256}$/

export function isPrivateStorePath(path: string): boolean {
  // A sale (buy-out request) by id holds personal data; the catalogue routes under /store/buyout do not.
  if (/^\/store\/buyout\/(?!product-types|manufacturers|models|colors|appraisal-form|selector-url|countries)[^/]+$/.test(path)) return true
  return PRIVATE_STORE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))
}

/**
 * `endpoint` plus `endpoint-<first segment after /store>`, e.g. `endpoint-products`.
 * A segment that is no valid key (raw non-ASCII bytes, spaces) only gets `endpoint`:
 * header values must stay plain ASCII tokens.
 */
export function storeApiSurrogateKeys(path: string): string[] {
  const resource = path.replace(/^\/store\/?/, "").split(/[/?]/)[0]
  const key = `${ENDPOINT_KEY}-${resource}`
  return resource && SURROGATE_KEY_PATTERN.test(key) ? [ENDPOINT_KEY, key] : [ENDPOINT_KEY]
}

/** Headers for a GET answer of the store API. */
export function storeApiSurrogateHeaders(path: string): Record<string, string> {
  return {
    "Surrogate-Key": storeApiSurrogateKeys(path).join(" "),
    "Surrogate-Control": isPrivateStorePath(path) ? "no-store" : `max-age=${STORE_API_SURROGATE_MAX_AGE}`,
  }
}
