import '@remix-run/node';

declare module '@remix-run/node' {
  /** What storefront/server.mjs hands to loaders and actions (absent under `remix vite:dev`). */
  interface AppLoadContext {
    /** The shopper's address: the socket's, or from X-Forwarded-For when the hop is in TRUSTED_PROXIES. */
    clientAddress?: string | null;
    /** This answer's Content-Security-Policy nonce for inline scripts. */
    cspNonce?: string;
    /** The page cache's invalidation count when this render of a cached page began (page-cache/page-cache.mjs). */
    pageCacheEpoch?: string;
  }
}
