import type { ShopLocale } from "@electroshop/domain"
import { shopLocale } from "../buyout/variant"

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
    catalogue[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      params[name] === undefined ? placeholder : String(params[name]),
    )
}
