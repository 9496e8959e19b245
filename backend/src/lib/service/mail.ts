import { formatMoney, type ShopLocale } from "@electroshop/domain"
import type { ServiceOrderLine } from "@electroshop/contracts/service"
import { layout } from "../mail/layout"
import type { MailMessage } from "../mail/send-email"
import { shopVariant } from "../shop/variant"
import { partQualityLabel, serviceStatusLabel } from "./messages"
import { serviceStatusUrl } from "./variant"

/** The repair-order e-mails, sent by the service subscribers through the shop's `sendEmail`. */

const sender = () =>
  process.env.MAIL_FROM ||
  (shopVariant().variant === "cz" ? "ElektroShop – servis <servis@electroshop.local>" : "ElektroShop – service <service@electroshop.local>")

const TEXTS = {
  cs: {
    confirmSubject: (n: string) => `Servisní zakázka č. ${n} přijata`,
    confirmTitle: (n: string) => `Děkujeme, servisní zakázku č. ${n} jsme přijali`,
    dropOff: (center: string) => `Zařízení prosím přineste do servisního centra ${center}. Před předáním si zálohujte data a vypněte zámek aktivace.`,
    courier: "Kurýr si zařízení vyzvedne na uvedené adrese; ozve se vám předem. Před předáním si zálohujte data a vypněte zámek aktivace.",
    device: "Zařízení",
    number: "Číslo zakázky",
    status: "Stav",
    total: "Cena celkem",
    note: "Poznámka",
    warranty: (months: number) => (months ? `záruka ${months} měs.` : "bez záruky"),
    statusLink: "Sledovat stav zakázky",
    statusHint: "Stav zjistíte zadáním čísla zakázky a e-mailu nebo telefonu.",
    statusSubject: (n: string, s: string) => `Servisní zakázka č. ${n}: ${s}`,
    statusTitle: (n: string) => `Změna stavu servisní zakázky č. ${n}`,
    statusIntro: (s: string) => `stav vaší servisní zakázky se změnil na: ${s}.`,
    greeting: (name: string) => (name ? `Dobrý den, ${name},` : "Dobrý den,"),
    footer: "ElektroShop – servis. Tento e-mail byl odeslán automaticky.",
  },
  ro: {
    confirmSubject: (n: string) => `Comanda de service nr. ${n} a fost primită`,
    confirmTitle: (n: string) => `Vă mulțumim, am primit comanda de service nr. ${n}`,
    dropOff: (center: string) =>
      `Vă rugăm să aduceți dispozitivul la centrul de service ${center}. Înainte de predare faceți o copie de siguranță a datelor și dezactivați blocarea activării.`,
    courier:
      "Curierul ridică dispozitivul de la adresa indicată; vă va contacta în prealabil. Înainte de predare faceți o copie de siguranță a datelor și dezactivați blocarea activării.",
    device: "Dispozitiv",
    number: "Număr comandă",
    status: "Stare",
    total: "Preț total",
    note: "Notă",
    warranty: (months: number) => (months ? `garanție ${months} luni` : "fără garanție"),
    statusLink: "Urmăriți starea comenzii",
    statusHint: "Starea o aflați introducând numărul comenzii și e-mailul sau telefonul.",
    statusSubject: (n: string, s: string) => `Comanda de service nr. ${n}: ${s}`,
    statusTitle: (n: string) => `Starea comenzii de service nr. ${n} s-a schimbat`,
    statusIntro: (s: string) => `starea comenzii dumneavoastră de service este acum: ${s}.`,
    greeting: (name: string) => (name ? `Bună ziua, ${name},` : "Bună ziua,"),
    footer: "ElektroShop – service. Acest e-mail a fost trimis automat.",
  },
} satisfies Record<ShopLocale, unknown>

type OrderForMail = {
  number: string
  email: string
  first_name: string
  last_name: string
  device: { manufacturer: string; model: string; color: string }
  operations: ServiceOrderLine[]
  total: number
  currency_code: string
  handover: string
  center: { name: string; street: string; city: string } | null
}

const deviceLine = (d: OrderForMail["device"]) => `${d.manufacturer} ${d.model}`.replace(/^(\S+) \1 /, "$1 ") + (d.color ? ` (${d.color})` : "")
const nameOf = (o: OrderForMail) => [o.first_name, o.last_name].filter(Boolean).join(" ")

export function serviceConfirmationEmail(order: OrderForMail): MailMessage {
  const locale = shopVariant().locale
  const x = TEXTS[locale]
  const money = (amount: number) => formatMoney(amount, order.currency_code, locale)
  const rows: [string, string][] = [
    [x.number, order.number],
    [x.device, deviceLine(order.device)],
    ...order.operations.map((line): [string, string] => [
      line.name,
      `${partQualityLabel(line.quality, locale)}, ${x.warranty(line.warranty_months)}: ${money(line.price)}`,
    ]),
    [x.total, money(order.total)],
  ]
  const handover = order.handover === "drop_off" && order.center ? x.dropOff(`${order.center.name}, ${order.center.street}, ${order.center.city}`) : x.courier
  const { html, text } = layout(
    x.confirmTitle(order.number),
    [x.greeting(nameOf(order)), handover, x.statusHint],
    rows,
    [{ href: serviceStatusUrl(), label: x.statusLink }],
    x.footer,
  )
  return { to: order.email, from: sender(), subject: x.confirmSubject(order.number), html, text }
}

export function serviceStatusEmail(order: OrderForMail, status: string, note: string | null): MailMessage {
  const locale = shopVariant().locale
  const x = TEXTS[locale]
  const label = serviceStatusLabel(status, locale)
  const rows: [string, string][] = [
    [x.number, order.number],
    [x.device, deviceLine(order.device)],
    [x.status, label],
    ...(note ? [[x.note, note] as [string, string]] : []),
  ]
  const { html, text } = layout(
    x.statusTitle(order.number),
    [x.greeting(nameOf(order)), x.statusIntro(label)],
    rows,
    [{ href: serviceStatusUrl(), label: x.statusLink }],
    x.footer,
  )
  return { to: order.email, from: sender(), subject: x.statusSubject(order.number, label), html, text }
}
