import { layout } from "../mail/layout"
import { shopSender, type MailMessage } from "../mail/send-email"
import { shopVariant, storefrontUrl } from "../shop/variant"

const TEXTS = {
  cs: {
    subject: "Objednávka č. {number} je připravena k vyzvednutí",
    title: "Objednávka č. {number} na vás čeká",
    intro: "Dobrý den, vaši objednávku jsme připravili na prodejně. Při vyzvednutí nahlaste kód níže.",
    store: "Prodejna",
    hours: "Otevírací doba",
    code: "Kód pro vyzvednutí",
    keep: "Kód nikomu nesdělujte: kdo ho zná, může objednávku vyzvednout.",
    order: "Stav objednávky",
    footer: "ElektroShop. Tento e-mail byl odeslán automaticky.",
  },
  ro: {
    subject: "Comanda nr. {number} este pregătită pentru ridicare",
    title: "Comanda nr. {number} vă așteaptă",
    intro: "Bună ziua, am pregătit comanda în magazin. La ridicare spuneți codul de mai jos.",
    store: "Magazin",
    hours: "Program",
    code: "Cod de ridicare",
    keep: "Nu spuneți nimănui codul: cine îl știe poate ridica comanda.",
    order: "Starea comenzii",
    footer: "ElektroShop. Acest e-mail a fost trimis automat.",
  },
}

export type ReadyPickup = { order_id: string; display_id: number; code: string; store: { name: string; address: string; hours: string | null } }

/** The shopper's e-mail when the store has the order ready: where, when it is open, and the code that collects it. */
export function pickupReadyEmail(to: string, pickup: ReadyPickup): MailMessage {
  const texts = TEXTS[shopVariant().locale]
  const fill = (text: string) => text.replace("{number}", String(pickup.display_id))
  const { html, text } = layout(
    fill(texts.title),
    [texts.intro, texts.keep],
    [
      [texts.code, pickup.code],
      [texts.store, [pickup.store.name, pickup.store.address].filter(Boolean).join(", ")],
      ...(pickup.store.hours ? [[texts.hours, pickup.store.hours] as [string, string]] : []),
    ],
    [{ href: `${storefrontUrl()}/order/${encodeURIComponent(pickup.order_id)}`, label: texts.order }],
    texts.footer,
  )
  return { to, from: shopSender(), subject: fill(texts.subject), html, text }
}
