import { bankTransferQrPayload, formatIban, formatMoney, getBankTransferDetails, type OrderPaymentsLike } from "@electroshop/domain"
import QRCode from "qrcode"
import { layout } from "../mail/layout"
import type { OrderAddressFields } from "./address"
import { shopSender, type MailAttachment, type MailMessage } from "../mail/send-email"
import { shopVariant, storefrontUrl } from "../shop/variant"
import { messagesFor } from "../shop/messages"
import catalogue from "./messages.json"
import { CARD_PAYMENT_PROVIDER, LEASING_PAYMENT_PROVIDER } from "@electroshop/contracts/payment"
import { linePaymentChoice } from "@electroshop/contracts/installment"
import { CASH_ON_DELIVERY_PROVIDER, chosenTimeslot, timeslotLabel } from "@electroshop/contracts/delivery"

/** The fields of an order the confirmation e-mail reads (`query.graph` on `order`). */
export const ORDER_MAIL_FIELDS = [
  "id",
  "display_id",
  "email",
  "currency_code",
  "total",
  "tax_total",
  "shipping_total",
  "discount_total",
  "items.title",
  "items.variant_title",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.metadata",
  "shipping_methods.name",
  "shipping_methods.total",
  "shipping_methods.data",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.company",
  "shipping_address.address_1",
  "shipping_address.address_2",
  "shipping_address.postal_code",
  "shipping_address.city",
  "billing_address.company",
  "billing_address.metadata",
  "payment_collections.amount",
  "payment_collections.currency_code",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.amount",
  "payment_collections.payments.currency_code",
  "payment_collections.payments.data",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  "payment_collections.payment_sessions.provider_id",
  "payment_collections.payment_sessions.data",
]

type Amount = number | { valueOf(): number } | string | null | undefined

export type MailOrder = OrderPaymentsLike & {
  id: string
  email?: string | null
  currency_code: string
  total: Amount
  tax_total?: Amount
  discount_total?: Amount
  items?:
    | ({
        title: string
        variant_title?: string | null
        quantity: Amount
        unit_price: Amount
        total?: Amount
        metadata?: Record<string, unknown> | null
      } | null)[]
    | null
  shipping_methods?: ({ name: string; total?: Amount; data?: Record<string, unknown> | null } | null)[] | null
  shipping_address?: OrderAddressFields | null
  billing_address?: { company?: string | null; metadata?: Record<string, unknown> | null } | null
}

/** The e-mail's texts in the shop language (tables in messages.json). */
const mailText = messagesFor(catalogue)

const num = (v: Amount) => Number(v ?? 0)

/**
 * The order confirmation: items and totals with VAT, delivery, payment and,
 * for a bank transfer, what to pay where (the same details the thank-you page
 * and the admin show, read by `getBankTransferDetails`).
 */
export async function orderConfirmationEmail(order: MailOrder): Promise<MailMessage> {
  const locale = shopVariant().locale
  const number = String(order.display_id ?? order.id)
  const x = (key: keyof typeof catalogue.cs) => mailText(key, { number }, locale)
  const money = (amount: Amount) => formatMoney(num(amount), order.currency_code, locale)
  const bank = getBankTransferDetails(order)
  const providerId = order.payment_collections?.flatMap((c) => [...(c?.payments ?? []), ...(c?.payment_sessions ?? [])])[0]?.provider_id
  const shipping = order.shipping_methods?.[0]
  const address = order.shipping_address
  const point = shipping?.data as
    | {
        pickup_point_id?: string
        name?: string
        street?: string
        zip?: string
        city?: string
        opening_hours?: string | null
        stock_location_id?: string
        store_name?: string
        address_1?: string
        postal_code?: string
      }
    | null
    | undefined
  const timeslot = chosenTimeslot(shipping?.data as Record<string, unknown> | null | undefined)
  // Card orders are placed before they are paid: the e-mail links to the payment page (deferred payment).
  const card = providerId === CARD_PAYMENT_PROVIDER
  const cardUnpaid = card && !order.payment_collections?.some((c) => c?.payments?.some((p) => p?.captured_at))

  const ids = order.billing_address?.metadata ?? {}
  const id = (key: string) => (typeof ids[key] === "string" && ids[key] ? (ids[key] as string) : null)
  const companyLine = id("company_id")
    ? [order.billing_address?.company, `${x("company_id")} ${id("company_id")}`, id("vat_id") ? `${x("vat_id")} ${id("vat_id")}` : null]
        .filter(Boolean)
        .join(", ")
    : null

  // How the shopper chose to pay an item: its installment barem and arrange type, or its lease.
  const choiceText = (metadata: Record<string, unknown> | null | undefined) => {
    const choice = linePaymentChoice(metadata)
    if (!choice) return ""
    const terms = `${choice.name}, ${choice.months} × ${money(choice.monthly_payment)}`
    return ` — ${choice.kind === "lease" ? x("lease") : x("installment")}: ${terms}${choice.arrange_type ? `, ${x(`arrange_${choice.arrange_type}`)}` : ""}`
  }
  const rows: [string, string][] = [
    ...(order.items ?? []).flatMap((item): [string, string][] =>
      item
        ? [
            [
              `${item.title}${item.variant_title ? ` (${item.variant_title})` : ""}${choiceText(item.metadata)}`,
              `${num(item.quantity)} × ${money(item.unit_price)} = ${money(item.total)}`,
            ],
          ]
        : [],
    ),
    ...(shipping ? [[`${x("shipping")}: ${shipping.name}`, num(shipping.total) === 0 ? x("free") : money(shipping.total)] as [string, string]] : []),
    ...(num(order.discount_total) > 0 ? [[x("discount"), `−${money(order.discount_total)}`] as [string, string]] : []),
    [x("total"), money(order.total)],
    [x("vat"), money(order.tax_total)],
    ...(address?.address_1
      ? [
          [
            x("address"),
            [
              [address.first_name, address.last_name].filter(Boolean).join(" "),
              address.company,
              address.address_1,
              address.address_2,
              `${address.postal_code ?? ""} ${address.city ?? ""}`.trim(),
            ]
              .filter(Boolean)
              .join(", "),
          ] as [string, string],
        ]
      : []),
    // A company purchase: the invoice address's company and its identifiers (checked by the checkout rules).
    ...(companyLine ? [[x("company"), companyLine] as [string, string]] : []),
    // The pickup point the backend stored on the shipping method when the shopper chose it.
    ...(point?.pickup_point_id
      ? [
          [x("point"), [point.name, point.street, `${point.zip ?? ""} ${point.city ?? ""}`.trim(), point.opening_hours].filter(Boolean).join(", ")] as [
            string,
            string,
          ],
        ]
      : []),
    ...(point?.stock_location_id
      ? [
          [
            x("store"),
            [point.store_name, point.address_1, `${point.postal_code ?? ""} ${point.city ?? ""}`.trim(), point.opening_hours].filter(Boolean).join(", "),
          ] as [string, string],
        ]
      : []),
    // The courier's window the shopper chose.
    ...(timeslot ? [[x("timeslot"), timeslotLabel(timeslot, locale)] as [string, string]] : []),
    ...(providerId
      ? [
          [
            x("payment"),
            bank
              ? x("provider_bank")
              : card
                ? x("provider_card")
                : providerId === LEASING_PAYMENT_PROVIDER
                  ? x("provider_leasing")
                  : providerId === CASH_ON_DELIVERY_PROVIDER
                    ? x("provider_cod")
                    : providerId === "pp_system_default"
                      ? x("provider_test")
                      : providerId,
          ] as [string, string],
        ]
      : []),
    ...(bank
      ? ([
          ...(bank.bankAccount ? [[x("account"), bank.bankAccount]] : []),
          ...(bank.iban ? [[x("iban"), formatIban(bank.iban)]] : []),
          [x("amount"), formatMoney(bank.amount, bank.currencyCode || order.currency_code, locale)],
          [x("reference"), bank.variableSymbol],
        ] as [string, string][])
      : []),
  ]
  const qrPayload = bank && bankTransferQrPayload(bank)
  const qr = qrPayload
    ? ({
        filename: "qr-platba.png",
        contentType: "image/png",
        cid: "bank-qr",
        base64: (await QRCode.toBuffer(qrPayload, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 360 })).toString("base64"),
      } satisfies MailAttachment)
    : null
  const { html, text } = layout(
    x("title"),
    [x("intro"), ...(bank ? [x("bank_intro")] : []), ...(cardUnpaid ? [x("card_intro")] : [])],
    rows,
    [
      ...(cardUnpaid ? [{ href: `${storefrontUrl()}/order/${encodeURIComponent(order.id)}/payment`, label: x("pay_link") }] : []),
      { href: `${storefrontUrl()}/order/${encodeURIComponent(order.id)}`, label: x("status_link") },
    ],
    x("footer"),
    qr ? { cid: qr.cid, alt: x("qr_alt"), caption: x("qr_caption") } : undefined,
  )
  return {
    ...(qr ? { attachments: [qr] } : {}),
    to: order.email ?? "",
    subject: x("subject"),
    html,
    text,
    from: shopSender(),
  }
}
