/**
 * Storefront paths of categories: `url_path`, else `seo_name`, else the Medusa
 * handle. Each is one lowercase URL segment; leading/trailing slashes typed by
 * staff are dropped. Top-level storefront routes cannot be taken.
 */
export const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const RESERVED_PATHS = ["p", "cart", "checkout", "order", "info", "api", "public", "app", "store", "admin", "auth", "vykup", "vanzare"]

export function normalizeSegment(input: string): string {
  return input.trim().replace(/^\/+|\/+$/g, "").toLowerCase()
}

export function storefrontPath(c: { handle: string; seo_name?: string | null; url_path?: string | null }): string {
  return c.url_path || c.seo_name || c.handle
}
