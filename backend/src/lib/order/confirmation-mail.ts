import { bankTransferQrPayload, formatIban, formatMoney, getBankTransferDetails, type OrderPaymentsLike, type ShopLocale } from "@electroshop/domain"
import QRCode from "qrcode"
import { layout } from "../mail/layout"
import type { MailAttachment, MailMessage } from "../mail/send-email"
import { shopVariant, storefrontUrl } from "../buyout/variant"
import { CARD_PAYMENT_PROVIDER, LEASING_PAYMENT_PROVIDER } from "@electroshop/contracts/payment"
import { linePaymentChoice } from "@electroshop/contracts/installment"
import { CASH_ON_DELIVERY_PROVIDER, chosenTimeslot, timeslotLabel } from "@electroshop/contracts/delivery"

/** The fields of an order the confirmation e-mail reads (`query.graph` on `order`). */
export const ORDER_MAIL_FIELDS = [
  "id", "display_id", "email", "currency_code",
  "total", "tax_total", "shipping_total", "discount_total",
  "items.title", "items.variant_title", "items.quantity", "items.unit_price", "items.total", "items.metadata",
  "shipping_methods.name", "shipping_methods.total", "shipping_methods.data",
  "shipping_address.first_name", "shipping_address.last_name", "shipping_address.company", "shipping_address.address_1",
  "shipping_address.address_2", "shipping_address.postal_code", "shipping_address.city",
  "billing_address.company", "billing_address.metadata",
  "payment_collections.amount", "payment_collections.currency_code",
  "payment_collections.payments.provider_id", "payment_collections.payments.amount", "payment_collections.payments.currency_code",
  "payment_collections.payments.data", "payment_collections.payments.captured_at", "payment_collections.payments.canceled_at",
  "payment_collections.payment_sessions.provider_id", "payment_collections.payment_sessions.data",
]

type Amount = number | { valueOf(): number } | string | null | undefined

export type MailOrder = OrderPaymentsLike & {
  id: string
  email?: string | null
  currency_code: string
  total: Amount
  tax_total?: Amount
  discount_total?: Amount
  items?: ({ title: string; variant_title?: string | null; quantity: Amount; unit_price: Amount; total?: Amount; metadata?: Record<string, unknown> | null } | null)[] | null
  shipping_methods?: ({ name: string; total?: Amount; data?: Record<string, unknown> | null } | null)[] | null
  shipping_address?: {
    first_name?: string | null; last_name?: string | null; company?: string | null; address_1?: string | null
    address_2?: string | null; postal_code?: string | null; city?: string | null
  } | null
  billing_address?: { company?: string | null; metadata?: Record<string, unknown> | null } | null
}

const TEXTS = {
  cs: {
    subject: (n: string) => `Potvrzení objednávky č. ${n}`,
    title: (n: string) => `Děkujeme za objednávku č. ${n}`,
    intro: "Dobrý den, vaši objednávku jsme přijali. Shrnutí:",
    shipping: "Doprava", free: "zdarma", discount: "Sleva", total: "Celkem k úhradě (s DPH)", vat: "z toho DPH",
    delivery: "Doručení", address: "Adresa doručení", company: "Nákup na firmu", companyId: "IČO", vatId: "DIČ", payment: "Platba", point: "Výdejní místo", store: "Prodejna pro vyzvednutí", timeslot: "Čas doručení",
    providers: { bank: "Bankovní převod", test: "Testovací platba", card: "Platba kartou (Comgate)", cod: "Dobírka (platíte při převzetí)", leasing: "Leasing (po podpisu leasingové smlouvy)" },
    installment: "na splátky", lease: "leasing", arrange: { "on-store": "sjednání na prodejně", online: "sjednání online" },
    cardIntro: "Pokud jste objednávku ještě nezaplatili, zaplaťte ji kartou, Google Pay nebo Apple Pay odkazem Zaplatit objednávku.",
    payLink: "Zaplatit objednávku",
    bankIntro: "Objednávku prosím uhraďte bankovním převodem. Zboží odešleme po připsání platby.",
    account: "Číslo účtu", iban: "IBAN", reference: "Variabilní symbol", amount: "Částka",
    qrAlt: "QR kód platby převodem", qrCaption: "QR Platba: naskenujte kód v aplikaci své banky, údaje se vyplní samy.",
    statusLink: "Stav objednávky",
    footer: "ElektroShop. Tento e-mail byl odeslán automaticky.",
  },
  ro: {
    subject: (n: string) => `Confirmarea comenzii nr. ${n}`,
    title: (n: string) => `Vă mulțumim pentru comanda nr. ${n}`,
    intro: "Bună ziua, am primit comanda dumneavoastră. Rezumat:",
    shipping: "Livrare", free: "gratuit", discount: "Reducere", total: "Total de plată (cu TVA)", vat: "din care TVA",
    delivery: "Livrare", address: "Adresa de livrare", company: "Cumpărare pe firmă", companyId: "CUI", vatId: "DIČ", payment: "Plată", point: "Punct de ridicare", store: "Magazin de ridicare", timeslot: "Interval de livrare",
    providers: { bank: "Transfer bancar", test: "Plată de test", card: "Plată cu cardul (Comgate)", cod: "Ramburs (plătiți la primire)", leasing: "Leasing (după semnarea contractului de leasing)" },
    installment: "în rate", lease: "leasing", arrange: { "on-store": "încheiere în magazin", online: "încheiere online" },
    cardIntro: "Dacă nu ați plătit încă, puteți plăti comanda cu cardul, Google Pay sau Apple Pay prin linkul Plătiți comanda.",
    payLink: "Plătiți comanda",
    bankIntro: "Vă rugăm să plătiți comanda prin transfer bancar. Expediem produsele după primirea plății.",
    account: "Număr de cont", iban: "IBAN", reference: "Referință plată", amount: "Sumă",
    qrAlt: "Cod QR pentru plata prin transfer", qrCaption: "Scanați codul în aplicația băncii și datele plății se completează singure.",
    statusLink: "Starea comenzii",
    footer: "ElektroShop. Acest e-mail a fost trimis automat.",
  },
} satisfies Record<ShopLocale, unknown>

const num = (v: Amount) => Number(v ?? 0)

/**
 * The order confirmation: items and totals with VAT, delivery, payment and,
 * for a bank transfer, what to pay where (the same details the thank-you page
 * and the admin show, read by `getBankTransferDetails`).
 */
export async function orderConfirmationEmail(order: MailOrder): Promise<MailMessage> {
  const locale = shopVariant().locale
  const x = TEXTS[locale]
  const money = (amount: Amount) => formatMoney(num(amount), order.currency_code, locale)
  const number = String(order.display_id ?? order.id)
  const bank = getBankTransferDetails(order)
  const providerId = order.payment_collections?.flatMap((c) => [...(c?.payments ?? []), ...(c?.payment_sessions ?? [])])[0]?.provider_id
  const shipping = order.shipping_methods?.[0]
  const address = order.shipping_address
  const point = shipping?.data as
    | { pickup_point_id?: string; name?: string; street?: string; zip?: string; city?: string; opening_hours?: string | null; stock_location_id?: string; store_name?: string; address_1?: string; postal_code?: string }
    | null
    | undefined
  const timeslot = chosenTimeslot(shipping?.data as Record<string, unknown> | null | undefined)
  // Card orders are placed before they are paid: the e-mail links to the payment page (deferred payment).
  const card = providerId === CARD_PAYMENT_PROVIDER
  const cardUnpaid = card && !order.payment_collections?.some((c) => c?.payments?.some((p) => p?.captured_at))

  const ids = order.billing_address?.metadata ?? {}
  const id = (key: string) => (typeof ids[key] === "string" && ids[key] ? (ids[key] as string) : null)
  const companyLine = id("company_id")
    ? [order.billing_address?.company, `${x.companyId} ${id("company_id")}`, id("vat_id") ? `${x.vatId} ${id("vat_id")}` : null].filter(Boolean).join(", ")
    : null

  // How the shopper chose to pay an item: its installment barem and arrange type, or its lease.
  const choiceText = (metadata: Record<string, unknown> | null | undefined) => {
    const choice = linePaymentChoice(metadata)
    if (!choice) return ""
    const terms = `${choice.name}, ${choice.months} × ${money(choice.monthly_payment)}`
    return ` — ${choice.kind === "lease" ? x.lease : x.installment}: ${terms}${choice.arrange_type ? `, ${x.arrange[choice.arrange_type]}` : ""}`
  }
  const rows: [string, string][] = [
    ...(order.items ?? []).flatMap((item): [string, string][] =>
      item ? [[`${item.title}${item.variant_title ? ` (${item.variant_title})` : ""}${choiceText(item.metadata)}`, `${num(item.quantity)} × ${money(item.unit_price)} = ${money(item.total)}`]] : [],
    ),
    ...(shipping ? [[`${x.shipping}: ${shipping.name}`, num(shipping.total) === 0 ? x.free : money(shipping.total)] as [string, string]] : []),
    ...(num(order.discount_total) > 0 ? [[x.discount, `−${money(order.discount_total)}`] as [string, string]] : []),
    [x.total, money(order.total)],
    [x.vat, money(order.tax_total)],
    ...(address?.address_1
      ? [[x.address, [[address.first_name, address.last_name].filter(Boolean).join(" "), address.company, address.address_1, address.address_2, `${address.postal_code ?? ""} ${address.city ?? ""}`.trim()].filter(Boolean).join(", ")] as [string, string]]
      : []),
    // A company purchase: the invoice address's company and its identifiers (checked by the checkout rules).
    ...(companyLine ? [[x.company, companyLine] as [string, string]] : []),
    // The pickup point the backend stored on the shipping method when the shopper chose it.
    ...(point?.pickup_point_id
      ? [[x.point, [point.name, point.street, `${point.zip ?? ""} ${point.city ?? ""}`.trim(), point.opening_hours].filter(Boolean).join(", ")] as [string, string]]
      : []),
    ...(point?.stock_location_id
      ? [[x.store, [point.store_name, point.address_1, `${point.postal_code ?? ""} ${point.city ?? ""}`.trim(), point.opening_hours].filter(Boolean).join(", ")] as [string, string]]
      : []),
    // The courier's window the shopper chose.
    ...(timeslot ? [[x.timeslot, timeslotLabel(timeslot, locale)] as [string, string]] : []),
    ...(providerId ? [[x.payment, bank ? x.providers.bank : card ? x.providers.card : providerId === LEASING_PAYMENT_PROVIDER ? x.providers.leasing : providerId === CASH_ON_DELIVERY_PROVIDER ? x.providers.cod : providerId === "pp_system_default" ? x.providers.test : providerId] as [string, string]] : []),
    ...(bank
      ? ([
          ...(bank.bankAccount ? [[x.account, bank.bankAccount]] : []),
          ...(bank.iban ? [[x.iban, formatIban(bank.iban)]] : []),
          [x.amount, formatMoney(bank.amount, bank.currencyCode || order.currency_code, locale)],
          [x.reference, bank.variableSymbol],
        ] as [string, string][])
      : []),
  ]
  const qrPayload = bank && bankTransferQrPayload(bank)
  const qr: MailAttachment | null = qrPayload
    ? {
        filename: "qr-platba.png",
        contentType: "image/png",
        cid: "bank-qr",
        base64: (await QRCode.toBuffer(qrPayload, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 360 })).toString("base64"),
      }
    : null
  const { html, text } = layout(
    x.title(number),
    [x.intro, ...(bank ? [x.bankIntro] : []), ...(cardUnpaid ? [x.cardIntro] : [])],
    rows,
    [
      ...(cardUnpaid ? [{ href: `${storefrontUrl()}/order/${encodeURIComponent(order.id)}/payment`, label: x.payLink }] : []),
      { href: `${storefrontUrl()}/order/${encodeURIComponent(order.id)}`, label: x.statusLink },
    ],
    x.footer,
    qr ? { cid: qr.cid, alt: x.qrAlt, caption: x.qrCaption } : undefined,
  )
  return {
    ...(qr ? { attachments: [qr] } : {}),
    to: order.email ?? "",
    subject: x.subject(number),
    html,
    text,
    from: process.env.MAIL_FROM || "ElektroShop <obchod@electroshop.local>",
  }
}
