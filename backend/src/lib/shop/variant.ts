import { getVariantConfig, parseVariant, type ShopLocale, type VariantConfig } from "@electroshop/domain"

/** The deployment's variant (SHOP_VARIANT): the language, currency and slugs of every response. */
export function shopVariant(): VariantConfig {
  return getVariantConfig(parseVariant(process.env.SHOP_VARIANT))
}

export function shopLocale(): ShopLocale {
  return shopVariant().locale
}

/** The shop's time zone: store hours, courier timeslots, dates in e-mails and refusals. */
export function shopTimeZone(): string {
  return shopVariant().countryCode === "ro" ? "Europe/Bucharest" : "Europe/Prague"
}

/** The storefront's origin, for links in e-mails and redirects (STOREFRONT_URL, else the local port). */
export function storefrontUrl(): string {
  const url = process.env.STOREFRONT_URL || `http://localhost:${process.env.STOREFRONT_PORT || "8000"}`
  return url.replace(/\/+$/, "")
}

/** The backend's public origin (BACKEND_PUBLIC_URL, else the local port): partners' notifications, the admin's links in e-mails. */
export function backendPublicUrl(): string {
  return (process.env.BACKEND_PUBLIC_URL || `http://localhost:${process.env.BACKEND_PORT || 9000}`).replace(/\/+$/, "")
}
