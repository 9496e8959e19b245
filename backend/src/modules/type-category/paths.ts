import { foldForSearch } from "@electroshop/domain"

/**
 * Storefront paths of categories: `url_path`, else `seo_name`, else the Medusa
 * handle. Each is one lowercase URL segment; leading/trailing slashes typed by
 * staff are dropped. Top-level storefront routes cannot be taken.
 */
export const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const RESERVED_PATHS = ["p", "cart", "checkout", "order", "info", "api", "public", "app", "store", "admin", "auth", "vykup", "vanzare"]

export function normalizeSegment(input: string): string {
  return input
    .trim()
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase()
}

/**
 * The handle of a category created without one: the name with diacritics
 * folded ("Herní konzole" → `herni-konzole`). Medusa's own `toHandle` keeps
 * them (`herní-konzole`), which is no valid segment, so every later save of
 * the category would fail. Undefined when nothing Latin is left: Medusa then picks one.
 */
export function handleFromName(name: string): string | undefined {
  return (
    foldForSearch(name)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || undefined
  )
}

export function storefrontPath(c: { handle: string; seo_name?: string | null; url_path?: string | null }): string {
  return c.url_path || c.seo_name || c.handle
}
