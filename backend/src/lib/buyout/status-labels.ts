import type { ShopLocale } from "@electroshop/domain"
import { shopLocale } from "../shop/variant"

/** A buy-out status as the seller and staff read it. */
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
