import type { ShopLocale } from "@electroshop/domain"
import type { ServiceOrderStatus } from "@electroshop/contracts/service"
import { messagesFor } from "../shop/messages"
import { shopLocale } from "../buyout/variant"

/** Service answers in the shop language. */
const cs = {
  unknown_device: "Zvolené zařízení nebylo nalezeno.",
  unknown_operation: "Zvolená oprava není pro toto zařízení dostupná.",
  unknown_center: "Zvolené servisní centrum neexistuje.",
  order_not_found: "Servisní zakázka nebyla nalezena.",
  invalid_transition: "Stav zakázky nelze změnit z „{from}“ na „{to}“.",
  operation_not_found: "Servisní úkon nebyl nalezen.",
  row_unknown_operation: "Řádek {row}: model „{model}“ nemá úkon „{operation}“.",
  row_invalid_part_quality: "Řádek {row}: neplatná kvalita dílu „{quality}“ (povoleno original, compatible).",
  row_invalid_warranty: "Řádek {row}: neplatná záruka „{warranty}“ (celé měsíce 0–60).",
  row_duplicate_operation: "Řádek {row}: úkon „{operation}“ modelu „{model}“ v kvalitě „{quality}“ už je v souboru uveden.",
} as const

export type ServiceMessageKey = keyof typeof cs

const ro: Record<ServiceMessageKey, string> = {
  unknown_device: "Dispozitivul selectat nu a fost găsit.",
  unknown_operation: "Reparația selectată nu este disponibilă pentru acest dispozitiv.",
  unknown_center: "Centrul de service selectat nu există.",
  order_not_found: "Comanda de service nu a fost găsită.",
  invalid_transition: "Starea comenzii nu poate fi schimbată din „{from}” în „{to}”.",
  operation_not_found: "Operațiunea de service nu a fost găsită.",
  row_unknown_operation: "Rândul {row}: modelul „{model}” nu are operațiunea „{operation}”.",
  row_invalid_part_quality: "Rândul {row}: calitate a piesei invalidă „{quality}” (permis original, compatible).",
  row_invalid_warranty: "Rândul {row}: garanție invalidă „{warranty}” (luni întregi 0–60).",
  row_duplicate_operation: "Rândul {row}: operațiunea „{operation}” a modelului „{model}” în calitatea „{quality}” apare deja în fișier.",
}

export const serviceMessage = messagesFor({ cs, ro })

const STATUS_LABELS: Record<ShopLocale, Record<ServiceOrderStatus, string>> = {
  cs: {
    new: "Zakázka přijata",
    received: "Zařízení převzato",
    in_repair: "V opravě",
    ready: "Připraveno k vyzvednutí",
    completed: "Dokončeno",
    cancelled: "Zrušeno",
  },
  ro: {
    new: "Comandă primită",
    received: "Dispozitiv recepționat",
    in_repair: "În reparație",
    ready: "Gata de ridicare",
    completed: "Finalizat",
    cancelled: "Anulat",
  },
}

export function serviceStatusLabel(status: string, locale: ShopLocale = shopLocale()): string {
  return STATUS_LABELS[locale][status as ServiceOrderStatus] ?? status
}

const PART_LABELS: Record<ShopLocale, Record<string, string>> = {
  cs: { original: "Originální díl", compatible: "Kompatibilní díl" },
  ro: { original: "Piesă originală", compatible: "Piesă compatibilă" },
}

export function partQualityLabel(quality: string, locale: ShopLocale = shopLocale()): string {
  return PART_LABELS[locale][quality] ?? quality
}
