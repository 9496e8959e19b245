import { isMessageKey, validationMessage, type ShopLocale } from "@electroshop/domain"
import { shopLocale } from "./variant"
import catalogue from "./messages.json"

export type Params = Record<string, string | number | undefined>

/**
 * A domain's message table as one lookup in the shop language, `{name}`
 * placeholders filled from params. Each domain keeps its Czech and Romanian
 * table as data in lib/<domain>/messages.json (`{ "cs": {…}, "ro": {…} }`),
 * beside the messages.ts that types its keys; messages.test.ts fails when a
 * key or a placeholder is missing in one language.
 */
export function messagesFor<K extends string>(catalogue: Record<ShopLocale, Record<K, string>>) {
  return (key: K, params: Params = {}, locale: ShopLocale = shopLocale()): string =>
    catalogue[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => (params[name] === undefined ? placeholder : String(params[name])))
}

/**
 * The shop's API messages that the shared domain catalogue does not have: the
 * input errors of the one validation layer (lib/http/validation.ts) for every
 * domain's schema, the global guard's request-level errors
 * (backend/src/api/hardening: `invalid_encoding` … `invalid_iso_date`), CSV
 * imports, rate limits, and the buy-out's. Form-field messages (`required`,
 * `invalid_imei`, …) come from the domain's `validationMessage`; `t()` looks in both.
 */
export type ShopMessageKey = keyof typeof catalogue.cs

const own = messagesFor<ShopMessageKey>(catalogue)

/** A message in the shop language: this catalogue first, then the domain's form messages; an unknown key as itself. */
export function t(key: ShopMessageKey | string, params: Params = {}, locale: ShopLocale = shopLocale()): string {
  if (Object.prototype.hasOwnProperty.call(catalogue.cs, key)) return own(key as ShopMessageKey, params, locale)
  if (isMessageKey(key)) return validationMessage(key, locale, params)
  return key
}
