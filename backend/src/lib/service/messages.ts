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
} as const

export type ServiceMessageKey = keyof typeof cs

const ro: Record<ServiceMessageKey, string> = {
  unknown_device: "Dispozitivul selectat nu a fost găsit.",
  unknown_operation: "Reparația selectată nu este disponibilă pentru acest dispozitiv.",
  unknown_center: "Centrul de service selectat nu există.",
  order_not_found: "Comanda de service nu a fost găsită.",
  invalid_transition: "Starea comenzii nu poate fi schimbată din „{from}” în „{to}”.",
  operation_not_found: "Operațiunea de service nu a fost găsită.",
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
