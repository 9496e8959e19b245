import { layout } from "../mail/layout"
import { shopSender, type MailMessage } from "../mail/send-email"
import { shopVariant, storefrontUrl } from "../shop/variant"

const TEXTS = {
  cs: {
    subject: "Objednávka č. {number} je na cestě",
    title: "Vaše objednávka č. {number} je na cestě",
    intro: "Dobrý den, objednávku jsme dnes předali dopravci {carrier}. Zásilku můžete sledovat odkazem níže.",
    point: "Vyzvednete ji na výdejním místě, které jste si vybrali; dopravce vám dá vědět, až tam bude.",
    courier: "Kurýr ji doručí na adresu z objednávky.",
    carrier: "Dopravce",
    tracking: "Číslo zásilky",
    cod: "Dobírka k úhradě",
    track: "Sledovat zásilku",
    order: "Stav objednávky",
    footer: "ElektroShop. Tento e-mail byl odeslán automaticky.",
  },
  ro: {
    subject: "Comanda nr. {number} este pe drum",
    title: "Comanda dumneavoastră nr. {number} este pe drum",
    intro: "Bună ziua, am predat astăzi comanda curierului {carrier}. Puteți urmări coletul prin linkul de mai jos.",
    point: "O ridicați din punctul ales; curierul vă anunță când ajunge acolo.",
    courier: "Curierul o livrează la adresa din comandă.",
    carrier: "Curier",
    tracking: "Numărul coletului",
    cod: "Ramburs de plată",
    track: "Urmărește coletul",
    order: "Starea comenzii",
    footer: "ElektroShop. Acest e-mail a fost trimis automat.",
  },
}

export type TrackedParcel = {
  order_id: string
  display_id: number
  carrier_name: string
  service: "pickup_point" | "courier"
  tracking_number: string
  tracking_url: string
  /** Cash to pay on delivery, already formatted in the order's currency; null: prepaid. */
  cod: string | null
}

/** The shopper's e-mail when the parcel is handed to its carrier: its carrier, number and tracking link. */
export function trackingEmail(to: string, parcel: TrackedParcel): MailMessage {
  const texts = TEXTS[shopVariant().locale]
  const fill = (text: string) => text.replace("{number}", String(parcel.display_id)).replace("{carrier}", parcel.carrier_name)
  const { html, text } = layout(
    fill(texts.title),
    [fill(texts.intro), parcel.service === "pickup_point" ? texts.point : texts.courier],
    [[texts.carrier, parcel.carrier_name], [texts.tracking, parcel.tracking_number], ...(parcel.cod ? [[texts.cod, parcel.cod] as [string, string]] : [])],
    [
      { href: parcel.tracking_url, label: texts.track },
      { href: `${storefrontUrl()}/order/${encodeURIComponent(parcel.order_id)}`, label: texts.order },
    ],
    texts.footer,
  )
  return { to, from: shopSender(), subject: fill(texts.subject), html, text }
}
