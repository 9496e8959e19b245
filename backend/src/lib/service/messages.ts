import type { ShopLocale } from "@electroshop/domain"
import type { ServiceOrderStatus } from "@electroshop/contracts/service"
import { messagesFor } from "../shop/messages"
import { shopLocale } from "../shop/variant"
import catalogue from "./messages.json"

/** Service answers in the shop language. */
export type ServiceMessageKey = keyof typeof catalogue.cs

export const serviceMessage = messagesFor(catalogue)

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
