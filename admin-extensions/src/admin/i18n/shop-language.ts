import i18n from "i18next"

/**
 * The dashboard takes its language from the `lng` cookie or localStorage entry
 * that i18next's browser detector writes once staff pick a language in their
 * profile. Without either it falls back to English (and stores that), so a
 * new staff account of the Czech or Romanian shop met an English admin.
 *
 * This runs when the dashboard loads the plugin's catalogues, before it
 * initialises i18next on its first render: when no language is stored yet, it
 * asks the backend which shop this is (`/public/storefront-config`) and
 * switches to the shop's language, which i18next then stores like a profile
 * choice. A language chosen in the profile is never overridden.
 */
export const SHOP_LANGUAGE = { cz: "cs", ro: "ro" } as const

export function hasStoredLanguage(cookie: string, stored: string | null): boolean {
  return /(?:^|;\s*)lng=[^;]+/.test(cookie) || Boolean(stored)
}

export function shopLanguage(variant: unknown): string | null {
  return typeof variant === "string" && variant in SHOP_LANGUAGE ? SHOP_LANGUAGE[variant as keyof typeof SHOP_LANGUAGE] : null
}

export function applyShopLanguage(backendUrl: string) {
  if (typeof document === "undefined" || hasStoredLanguage(document.cookie, window.localStorage.getItem("lng"))) return
  fetch(new URL("public/storefront-config", new URL(backendUrl, window.location.origin).href.replace(/\/?$/, "/")))
    .then((res) => (res.ok ? res.json() : null))
    .then((config: { variant?: unknown } | null) => {
      const lng = shopLanguage(config?.variant)
      if (!lng) return
      const apply = () => void i18n.changeLanguage(lng)
      if (i18n.isInitialized) apply()
      else i18n.on("initialized", apply)
    })
    // Without the answer the dashboard stays in its default language; nothing else depends on it.
    .catch(() => undefined)
}
