/**
 * Translations of this plugin's admin screens, picked up by Medusa's admin
 * build (`src/admin/i18n/index.ts`, available since Medusa 2.11.1) and merged
 * into the dashboard's react-i18next resources. They live in their own
 * namespace so our keys never collide with the dashboard's or another plugin's;
 * read them with `useT()` from `../lib/i18n`.
 *
 * The dashboard's language (profile → language, stored in the `lng` cookie /
 * localStorage) selects the catalogue; missing keys fall back to English.
 * Until staff choose one, it is the shop's language (./shop-language.ts).
 */
import cs from "./json/cs.json" with { type: "json" }
import en from "./json/en.json" with { type: "json" }
import ro from "./json/ro.json" with { type: "json" }
import { applyShopLanguage } from "./shop-language"

applyShopLanguage((typeof __BACKEND_URL__ !== "undefined" && __BACKEND_URL__) || "/")

export default {
  en: { electroshop: en },
  cs: { electroshop: cs },
  ro: { electroshop: ro },
}
