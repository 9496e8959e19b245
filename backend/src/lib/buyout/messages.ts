import { isMessageKey, validationMessage, type ShopLocale } from "@electroshop/domain"
import { messagesFor, type Params } from "../shop/messages"
import { shopLocale } from "./variant"

/**
 * Buy-out messages that the shared domain catalogue does not have. Form-field
 * messages (`required`, `invalid_imei`, …) come from the domain's
 * `validationMessage`; `t()` looks in both.
 */
const cs = {
  stale_version: "Ceny se mezitím změnily. Načtěte prosím stránku znovu.",
  cannot_buyout: "Zařízení v uvedeném stavu bohužel nevykupujeme.",
  unknown_device: "Zvolené zařízení nebylo nalezeno.",
  invalid_choice: "Neplatná odpověď na otázku o stavu zařízení.",
  conditions_incomplete: "Odpovězte prosím na všechny otázky o stavu zařízení.",
  form_invalid: "Formulář obsahuje chyby.",
  identity_expired: "Platnost dokladu již skončila.",
  invalid_gender: "Vyberte pohlaví.",
  invalid_country: "Vyberte zemi ze seznamu.",
  invalid_request: "Neplatný požadavek.",
  price_range_inverted: "Cena od nesmí být vyšší než cena do.",
  search_too_short: "Hledaný výraz musí mít alespoň 2 znaky.",
  rate_limited: "Příliš mnoho požadavků. Zkuste to prosím znovu za {minutes} min.",
  quote_not_found: "Nabídka nebyla nalezena.",
  buyout_not_found: "Výkup nebyl nalezen.",
  invalid_transition: "Stav výkupu nelze změnit z „{from}“ na „{to}“.",
  offered_price_required: "Pro novou nabídku zadejte cenu.",
  offer_already_decided: "O nové nabídce už bylo rozhodnuto (stav: {status}).",
  offer_accepted_note: "Zákazník novou nabídku přijal.",
  offer_declined_note: "Zákazník novou nabídku odmítl; zařízení mu vrátíme zdarma.",
  only_csv: "Jsou povoleny pouze soubory CSV.",
  missing_columns: "Importní soubor musí obsahovat všechny povinné sloupce. Chybí: {columns}",
  empty_file: "Importní soubor je prázdný.",
  invalid_csv: "Soubor CSV nelze přečíst: {error}",
  import_failed: "Import se nezdařil, soubor obsahuje chybné řádky.",
  row_unknown_model: "Řádek {row}: neznámý model „{model}“.",
  row_invalid_quality: "Řádek {row}: neplatná kvalita „{quality}“ (povoleno A+, A, B, C, D).",
  row_invalid_price: "Řádek {row}: neplatná cena „{price}“.",
  row_duplicate: "Řádek {row}: model „{model}“ a kvalita „{quality}“ už jsou v souboru uvedeny.",
  // Request-level input errors of the global guard (backend/src/api/hardening), for every route.
  invalid_encoding: "Adresa obsahuje neplatně zakódované znaky.",
  forbidden_character: "Hodnota obsahuje nepovolený znak (NUL).",
  invalid_json: "Tělo požadavku není platný JSON.",
  too_deep: "Data požadavku jsou vnořena příliš hluboko.",
  invalid_value: "Neplatná hodnota.",
  invalid_iso_date: "Zadejte platné datum (RRRR-MM-DD).",
} as const

export type BuyoutMessageKey = keyof typeof cs

const ro: Record<BuyoutMessageKey, string> = {
  stale_version: "Prețurile s-au schimbat între timp. Vă rugăm să reîncărcați pagina.",
  cannot_buyout: "Din păcate, nu cumpărăm dispozitivul în starea indicată.",
  unknown_device: "Dispozitivul selectat nu a fost găsit.",
  invalid_choice: "Răspuns invalid la o întrebare despre starea dispozitivului.",
  conditions_incomplete: "Vă rugăm să răspundeți la toate întrebările despre starea dispozitivului.",
  form_invalid: "Formularul conține erori.",
  identity_expired: "Actul de identitate a expirat.",
  invalid_gender: "Selectați sexul.",
  invalid_country: "Selectați țara din listă.",
  invalid_request: "Cerere invalidă.",
  price_range_inverted: "Prețul minim nu poate fi mai mare decât prețul maxim.",
  search_too_short: "Căutarea trebuie să conțină cel puțin 2 caractere.",
  rate_limited: "Prea multe cereri. Vă rugăm să încercați din nou peste {minutes} min.",
  quote_not_found: "Oferta nu a fost găsită.",
  buyout_not_found: "Vânzarea nu a fost găsită.",
  invalid_transition: "Starea nu poate fi schimbată din „{from}” în „{to}”.",
  offered_price_required: "Introduceți prețul noii oferte.",
  offer_already_decided: "S-a decis deja asupra noii oferte (stare: {status}).",
  offer_accepted_note: "Clientul a acceptat noua ofertă.",
  offer_declined_note: "Clientul a refuzat noua ofertă; îi returnăm dispozitivul gratuit.",
  only_csv: "Sunt acceptate doar fișiere CSV.",
  missing_columns: "Fișierul de import trebuie să conțină toate coloanele obligatorii. Lipsesc: {columns}",
  empty_file: "Fișierul de import este gol.",
  invalid_csv: "Fișierul CSV nu poate fi citit: {error}",
  import_failed: "Importul a eșuat, fișierul conține rânduri greșite.",
  row_unknown_model: "Rândul {row}: model necunoscut „{model}”.",
  row_invalid_quality: "Rândul {row}: calitate invalidă „{quality}” (permise A+, A, B, C, D).",
  row_invalid_price: "Rândul {row}: preț invalid „{price}”.",
  row_duplicate: "Rândul {row}: modelul „{model}” și calitatea „{quality}” apar deja în fișier.",
  invalid_encoding: "Adresa conține caractere codificate greșit.",
  forbidden_character: "Valoarea conține un caracter nepermis (NUL).",
  invalid_json: "Corpul cererii nu este JSON valid.",
  too_deep: "Datele cererii sunt imbricate prea adânc.",
  invalid_value: "Valoare invalidă.",
  invalid_iso_date: "Introduceți o dată validă (AAAA-LL-ZZ).",
}

const own = messagesFor<BuyoutMessageKey>({ cs, ro })

/** A message in the shop language: buy-out catalogue first, then the domain's form messages. */
export function t(key: BuyoutMessageKey | string, params: Params = {}, locale: ShopLocale = shopLocale()): string {
  if (Object.prototype.hasOwnProperty.call(cs, key)) return own(key as BuyoutMessageKey, params, locale)
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
