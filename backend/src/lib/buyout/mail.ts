import { formatDate, formatMoney, type ShopLocale } from "@electroshop/domain"
import { layout } from "../mail/layout"
import type { MailMessage } from "../mail/send-email"
import { statusLabel } from "./status-labels"
import { REVIEW_TOKEN_DAYS } from "./review-token"
import { shopVariant, storefrontUrl } from "../shop/variant"
import { statusPath } from "./paths"

const buyoutSender = () =>
  process.env.MAIL_FROM ||
  (shopVariant().variant === "cz" ? "ElektroShop – výkup <vykup@electroshop.local>" : "ElektroShop – vânzare <vanzare@electroshop.local>")

type DeviceInfo = { type: string; manufacturer: string; model: string; color: string }

type LabelledDevice = Record<"product_type" | "product_manufacturer" | "product_model" | "product_color", { label: string }>

/** The device lines of an e-mail from a sale's snapshot or a selection. */
export const deviceInfo = (d: LabelledDevice): DeviceInfo => ({
  type: d.product_type.label,
  manufacturer: d.product_manufacturer.label,
  model: d.product_model.label,
  color: d.product_color.label,
})

/** The seller's name as the greeting uses it: title, first and last name. */
export const sellerName = (r: { degree_before_name?: string | null; first_name?: string | null; last_name?: string | null }) =>
  [r.degree_before_name, r.first_name, r.last_name].filter(Boolean).join(" ")

type Answer = { question: string; answer: string }

const deviceName = (d: DeviceInfo) => `${d.manufacturer} ${d.model}`.replace(/^(\S+) \1 /, "$1 ")

const TEXTS = {
  cs: {
    quoteSubject: (d: DeviceInfo) => `Nabídka výkupu: ${deviceName(d)}`,
    quoteTitle: "Vaše nabídka výkupu zařízení",
    quoteIntro: "děkujeme za zájem o výkup. Podle vašich odpovědí vám za zařízení nabízíme:",
    quoteValid: (until: string) => `Nabídka platí do ${until}. Ceny se mohou změnit; platí cena v okamžiku prodeje.`,
    quoteHow: "Zařízení prodáte online: otevřete nabídku, zkontrolujte odpovědi a vyplňte formulář. Kurýr si zařízení vyzvedne zdarma.",
    quoteLink: "Otevřít nabídku",
    device: "Zařízení",
    color: "Barva",
    grade: "Stav (kvalita)",
    price: "Výkupní cena",
    answers: "Vaše odpovědi",
    number: "Číslo výkupu",
    status: "Stav",
    note: "Poznámka",
    offered: "Nová nabídka",
    confirmSubject: (n: string) => `Výkup č. ${n} přijat`,
    confirmTitle: (n: string) => `Děkujeme, výkup č. ${n} jsme přijali`,
    confirmIntro: "váš prodej zařízení jsme zaevidovali. Co bude následovat:",
    steps: [
      "1. Kurýr si zařízení vyzvedne zdarma na uvedené adrese; ozve se vám předem. Zařízení zabalte, přiložte nabíječku, pokud jste ji uvedli, a vypněte zámek aktivace (Najít iPhone / účet Google).",
      "2. Po doručení zařízení zkontroluje technik. Pokud odpovídá vašim odpovědím, výkup schválíme za uvedenou cenu.",
      "3. Pokud se stav liší, pošleme vám novou nabídku; když ji nepřijmete, zařízení vám zdarma vrátíme.",
      "4. Peníze pošleme na váš bankovní účet do několika pracovních dnů (obvykle do 5) po schválení.",
    ],
    statusLink: "Sledovat stav výkupu",
    reviewLink: "Zobrazit údaje výkupu",
    reviewValid: (days: number) => `Odkaz na údaje výkupu platí ${days} dní; nikomu jej nepřeposílejte.`,
    offerIntro:
      "Zařízení se od vašich odpovědí liší, proto vám posíláme novou nabídku ceny. Můžete ji přijmout, nebo odmítnout – pak vám zařízení zdarma vrátíme.",
    offerLink: "Přijmout nebo odmítnout novou nabídku",
    statusSubject: (n: string, s: string) => `Výkup č. ${n}: ${s}`,
    statusTitle: (n: string) => `Změna stavu výkupu č. ${n}`,
    statusIntro: (s: string) => `stav vašeho výkupu se změnil na: ${s}.`,
    greeting: (name: string) => (name ? `Dobrý den, ${name},` : "Dobrý den,"),
    footer: "ElektroShop – výkup zařízení. Tento e-mail byl odeslán automaticky.",
  },
  ro: {
    quoteSubject: (d: DeviceInfo) => `Oferta de cumpărare: ${deviceName(d)}`,
    quoteTitle: "Oferta noastră pentru dispozitivul dumneavoastră",
    quoteIntro: "vă mulțumim pentru interes. Conform răspunsurilor dumneavoastră, vă oferim pentru dispozitiv:",
    quoteValid: (until: string) => `Oferta este valabilă până la ${until}. Prețurile se pot schimba; se aplică prețul din momentul vânzării.`,
    quoteHow: "Vindeți dispozitivul online: deschideți oferta, verificați răspunsurile și completați formularul. Curierul ridică dispozitivul gratuit.",
    quoteLink: "Deschide oferta",
    device: "Dispozitiv",
    color: "Culoare",
    grade: "Stare (calitate)",
    price: "Preț de cumpărare",
    answers: "Răspunsurile dumneavoastră",
    number: "Număr vânzare",
    status: "Stare",
    note: "Notă",
    offered: "Ofertă nouă",
    confirmSubject: (n: string) => `Vânzarea nr. ${n} a fost înregistrată`,
    confirmTitle: (n: string) => `Vă mulțumim, am înregistrat vânzarea nr. ${n}`,
    confirmIntro: "am înregistrat vânzarea dispozitivului. Ce urmează:",
    steps: [
      "1. Curierul ridică gratuit dispozitivul de la adresa indicată; vă va contacta în prealabil. Ambalați dispozitivul, adăugați încărcătorul dacă l-ați menționat și dezactivați blocarea activării (Găsește iPhone / contul Google).",
      "2. După livrare, un tehnician verifică dispozitivul. Dacă starea corespunde răspunsurilor, aprobăm vânzarea la prețul indicat.",
      "3. Dacă starea diferă, vă trimitem o ofertă nouă; dacă nu o acceptați, vă returnăm dispozitivul gratuit.",
      "4. Banii sunt virați în contul dumneavoastră bancar în câteva zile lucrătoare (de obicei până la 5) după aprobare.",
    ],
    statusLink: "Urmăriți starea vânzării",
    reviewLink: "Vedeți detaliile vânzării",
    reviewValid: (days: number) => `Linkul către detaliile vânzării este valabil ${days} zile; nu îl transmiteți altor persoane.`,
    offerIntro:
      "Dispozitivul diferă de răspunsurile dumneavoastră, de aceea vă trimitem o ofertă nouă de preț. O puteți accepta sau refuza – în acest caz vă returnăm dispozitivul gratuit.",
    offerLink: "Acceptați sau refuzați noua ofertă",
    statusSubject: (n: string, s: string) => `Vânzarea nr. ${n}: ${s}`,
    statusTitle: (n: string) => `Starea vânzării nr. ${n} s-a schimbat`,
    statusIntro: (s: string) => `starea vânzării dumneavoastră este acum: ${s}.`,
    greeting: (name: string) => (name ? `Bună ziua, ${name},` : "Bună ziua,"),
    footer: "ElektroShop – cumpărăm dispozitivul dumneavoastră. Acest e-mail a fost trimis automat.",
  },
} satisfies Record<ShopLocale, unknown>

const money = (amount: number, currency: string, locale: ShopLocale) => formatMoney(amount, currency, locale)

/** An e-mail about what the shop offers for a device: the quote and the sale's confirmation. */
type OfferMail = { to: string; device: DeviceInfo; quality: string; price: number; currency: string }

const offerRows = (x: (typeof TEXTS)[ShopLocale], offer: OfferMail, locale: ShopLocale): [string, string][] => [
  [x.grade, offer.quality],
  [x.price, money(offer.price, offer.currency, locale)],
]

export function quoteEmail(input: OfferMail & { answers: Answer[]; url: string; expiresAt: Date }): MailMessage {
  const locale = shopVariant().locale
  const x = TEXTS[locale]
  const rows: [string, string][] = [
    [x.device, `${input.device.type}: ${deviceName(input.device)}`],
    [x.color, input.device.color],
    ...offerRows(x, input, locale),
    ...input.answers.map((a): [string, string] => [a.question, a.answer]),
  ]
  const { html, text } = layout(
    x.quoteTitle,
    [x.greeting(""), x.quoteIntro],
    rows,
    [{ href: input.url, label: x.quoteLink }],
    [x.quoteValid(formatDate(input.expiresAt)), x.quoteHow, x.footer].join(" "),
  )
  return { to: input.to, from: buyoutSender(), subject: x.quoteSubject(input.device), html, text }
}

export function confirmationEmail(
  input: OfferMail & {
    name: string
    number: string
    /** The thank-you page with a review token (variant.ts reviewUrl). */
    reviewUrl: string
  },
): MailMessage {
  const locale = shopVariant().locale
  const x = TEXTS[locale]
  const rows: [string, string][] = [
    [x.number, input.number],
    [x.device, `${input.device.type}: ${deviceName(input.device)} (${input.device.color})`],
    ...offerRows(x, input, locale),
  ]
  const { html, text } = layout(
    x.confirmTitle(input.number),
    [x.greeting(input.name), x.confirmIntro, ...x.steps],
    rows,
    [
      { href: input.reviewUrl, label: x.reviewLink },
      { href: `${storefrontUrl()}${statusPath(input.number)}`, label: x.statusLink },
    ],
    `${x.reviewValid(REVIEW_TOKEN_DAYS)} ${x.footer}`,
  )
  return { to: input.to, from: buyoutSender(), subject: x.confirmSubject(input.number), html, text }
}

export function statusEmail(input: {
  to: string
  name: string
  number: string
  status: string
  note?: string | null
  offeredPrice?: number | null
  /** The signed link where the seller accepts or declines a new offer (status `re_offer`). */
  offerUrl?: string | null
  currency: string
}): MailMessage {
  const locale = shopVariant().locale
  const x = TEXTS[locale]
  const label = statusLabel(input.status, locale)
  const rows: [string, string][] = [
    [x.number, input.number],
    [x.status, label],
    ...(input.offeredPrice !== null && input.offeredPrice !== undefined
      ? [[x.offered, money(input.offeredPrice, input.currency, locale)] as [string, string]]
      : []),
    ...(input.note ? [[x.note, input.note] as [string, string]] : []),
  ]
  const { html, text } = layout(
    x.statusTitle(input.number),
    [x.greeting(input.name), x.statusIntro(label), ...(input.offerUrl ? [x.offerIntro] : [])],
    rows,
    [...(input.offerUrl ? [{ href: input.offerUrl, label: x.offerLink }] : []), { href: `${storefrontUrl()}${statusPath(input.number)}`, label: x.statusLink }],
    x.footer,
  )
  return { to: input.to, from: buyoutSender(), subject: x.statusSubject(input.number, label), html, text }
}
