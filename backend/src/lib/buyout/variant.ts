import { getVariantConfig, parseVariant, type ShopLocale, type ShopVariant, type VariantConfig } from "@electroshop/domain"

/** The deployment's variant (SHOP_VARIANT): language, currency and slugs of every buy-out response. */
export function shopVariant(): VariantConfig {
  return getVariantConfig(parseVariant(process.env.SHOP_VARIANT))
}

export function shopLocale(): ShopLocale {
  return shopVariant().locale
}

/**
 * Storefront paths of the buy-out pages. Only the first segment differs per
 * variant: `/vykup` (cz) and `/vanzare` (ro). The selection path is
 * `<prefix>/<type>/<manufacturer>/<model>/<colour slug>`.
 */
export const BUYOUT_PATHS: Record<ShopVariant, { prefix: string; thanks: string; status: string; offer: string }> = {
  cz: { prefix: "/vykup", thanks: "/vykup/dekujeme", status: "/vykup/stav", offer: "/vykup/nabidka" },
  ro: { prefix: "/vanzare", thanks: "/vanzare/multumim", status: "/vanzare/stare", offer: "/vanzare/oferta" },
}

/** Prefix of the human buy-out numbers (`VK000123` in cz, `RV000123` in ro). */
export const BUYOUT_NUMBER_PREFIX: Record<ShopVariant, string> = { cz: "VK", ro: "RV" }

export function buyoutPaths() {
  return BUYOUT_PATHS[shopVariant().variant]
}

export function storefrontUrl(): string {
  const url = process.env.STOREFRONT_URL || `http://localhost:${process.env.STOREFRONT_PORT || "8000"}`
  return url.replace(/\/+$/, "")
}

export function selectorPath(parts: (string | null | undefined)[]): string {
  const segments = parts.filter((p): p is string => Boolean(p)).map(encodeURIComponent)
  return [buyoutPaths().prefix, ...segments].join("/")
}

export function thanksPath(id: string): string {
  return `${buyoutPaths().thanks}/${encodeURIComponent(id)}`
}

/** The status page with the number filled in; the e-mail is typed in, never carried in a URL. */
export function statusPath(number: string): string {
  return `${buyoutPaths().status}?number=${encodeURIComponent(number)}`
}

/** The thank-you page in review mode, opened by the token of the confirmation e-mail (see review-token.ts). */
export function reviewUrl(id: string, token: string): string {
  return `${storefrontUrl()}${thanksPath(id)}?token=${encodeURIComponent(token)}`
}

/** The page where the seller accepts or declines a new price offer; `token` signs the sale and the price. */
export function offerUrl(id: string, token: string): string {
  return `${storefrontUrl()}${buyoutPaths().offer}?id=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`
}

export function quoteUrl(code: string): string {
  return `${storefrontUrl()}${buyoutPaths().prefix}?url_code=${encodeURIComponent(code)}`
}

export function buyoutNumberPrefix(): string {
  return BUYOUT_NUMBER_PREFIX[shopVariant().variant]
}
