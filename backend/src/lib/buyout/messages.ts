import { isMessageKey, validationMessage, type ShopLocale } from "@electroshop/domain"
import { messagesFor, type Params } from "../shop/messages"
import { shopLocale } from "./variant"
import catalogue from "./messages.json"

/**
 * Buy-out messages that the shared domain catalogue does not have. Form-field
 * messages (`required`, `invalid_imei`, …) come from the domain's
 * `validationMessage`; `t()` looks in both. The table also holds the
 * request-level input errors of the global guard (backend/src/api/hardening),
 * which every route can answer with (`invalid_encoding` … `invalid_iso_date`).
 */
export type BuyoutMessageKey = keyof typeof catalogue.cs

const own = messagesFor<BuyoutMessageKey>(catalogue)

/** A message in the shop language: buy-out catalogue first, then the domain's form messages. */
export function t(key: BuyoutMessageKey | string, params: Params = {}, locale: ShopLocale = shopLocale()): string {
  if (Object.prototype.hasOwnProperty.call(catalogue.cs, key)) return own(key as BuyoutMessageKey, params, locale)
  if (isMessageKey(key)) return validationMessage(key, locale, params)
  return key
}

export const STATUS_LABELS: Record<ShopLocale, Record<string, string>> = {
  cs: {
    new: "Přijatá objednávka výkupu",
    device_received: "Zařízení přijato",
    inspected: "Zařízení zkontrolováno",
    re_offer: "Nová nabídka ceny",
    accepted: "Výkup schválen",
    paid: "Vyplaceno",
    returned: "Zařízení vráceno",
    cancelled: "Zrušeno",
  },
  ro: {
    new: "Cerere de vânzare primită",
    device_received: "Dispozitiv recepționat",
    inspected: "Dispozitiv verificat",
    re_offer: "Ofertă nouă de preț",
    accepted: "Vânzare aprobată",
    paid: "Plătit",
    returned: "Dispozitiv returnat",
    cancelled: "Anulat",
  },
}

export function statusLabel(status: string, locale: ShopLocale = shopLocale()): string {
  return STATUS_LABELS[locale][status] ?? status
}
