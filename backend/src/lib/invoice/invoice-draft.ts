import type { InvoiceKind, InvoiceParty, InvoicePostalAddress } from "@electroshop/contracts/invoice"

import type { InvoiceDraft } from "../../modules/invoice/service"
import { BILLING_ADDRESS_FIELDS, type OrderAddressFields } from "../order/address"
import { shopBankAccount } from "../payment/shop-bank-account"
import { shopOperator } from "../shop/operator"
import { shopTimeZone, shopVariant } from "../shop/variant"
import { invoiceLine, invoiceTotals } from "./invoice-lines"

type Amount = number | string | { valueOf(): number } | null | undefined

/** The fields of an order an invoice is made from (`query.graph` on `order`). */
export const INVOICE_ORDER_FIELDS = [
  "id",
  "display_id",
  "currency_code",
  // Medusa's order module computes the items' and shipping methods' totals only when a top-level total is asked for.
  "total",
  "items.title",
  "items.variant_title",
  "items.variant_sku",
  "items.quantity",
  "items.total",
  "items.tax_lines.rate",
  "items.product.metadata",
  "shipping_methods.name",
  "shipping_methods.total",
  "shipping_methods.tax_lines.rate",
  ...BILLING_ADDRESS_FIELDS,
  "payment_collections.payments.provider_id",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  "payment_collections.payment_sessions.provider_id",
]

type Rates = { tax_lines?: ({ rate?: Amount } | null)[] | null }

export type InvoiceOrder = {
  id: string
  display_id: Amount
  currency_code: string
  items?:
    | ({
        title: string
        variant_title?: string | null
        variant_sku?: string | null
        quantity: Amount
        total?: Amount
        product?: { metadata?: Record<string, unknown> | null } | null
      } & Rates)[]
    | null
  shipping_methods?: ({ name: string; total?: Amount } & Rates)[] | null
  billing_address?: OrderAddressFields | null
  payment_collections?:
    | ({
        payments?: ({ provider_id?: string | null; captured_at?: unknown; canceled_at?: unknown } | null)[] | null
        payment_sessions?: ({ provider_id?: string | null } | null)[] | null
      } | null)[]
    | null
}

const rates = (source: Rates) => (source.tax_lines ?? []).map((line) => Number(line?.rate ?? 0))
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null)

/**
 * The series of the year: its prefix and the year, "FV2026". Invoices: INVOICE_SERIES_PREFIX (default "FV" in
 * cz, "ES" in ro); credit notes have a series of their own, CREDIT_NOTE_SERIES_PREFIX (default "OD",
 * opravný doklad, in cz; "ST", stornare, in ro): each continuous without gaps.
 */
export function invoiceSeries(issuedOn: string, kind: InvoiceKind = "invoice"): string {
  const ro = shopVariant().variant === "ro"
  const prefix =
    kind === "invoice" ? process.env.INVOICE_SERIES_PREFIX?.trim() || (ro ? "ES" : "FV") : process.env.CREDIT_NOTE_SERIES_PREFIX?.trim() || (ro ? "ST" : "OD")
  return `${prefix}${issuedOn.slice(0, 4)}`
}

/** A day as YYYY-MM-DD in the shop's time zone: an invoice issued at 00:30 in Prague is dated that day, not the UTC one before. */
export const shopDay = (at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: shopTimeZone(), year: "numeric", month: "2-digit", day: "2-digit" }).format(at)

/** The shop's day (YYYY-MM-DD) `days` after the day of `at` (a legal deadline counted in days). */
export function shopDayAfter(at: Date, days: number): string {
  const day = new Date(`${shopDay(at)}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The buyer as the billing address names them: the company with its identifiers when one bought, else the person. */
function customer(address: InvoiceOrder["billing_address"]): InvoiceParty {
  const person = [address?.first_name, address?.last_name].map(text).filter(Boolean).join(" ")
  const company = text(address?.company)
  const place = [text(address?.postal_code), text(address?.city)].filter(Boolean).join(" ")
  return {
    name: company ?? person,
    company_id: text(address?.metadata?.company_id),
    vat_id: text(address?.metadata?.vat_id),
    address: [company ? person : null, text(address?.address_1), text(address?.address_2), place || null, address?.country_code?.toUpperCase() ?? null].filter(
      (line): line is string => !!line,
    ),
    postal: {
      street: [text(address?.address_1), text(address?.address_2)].filter(Boolean).join(", "),
      city: text(address?.city) ?? "",
      postal_code: text(address?.postal_code) ?? "",
      country_code: address?.country_code?.toUpperCase() ?? "",
    },
  }
}

/**
 * The operator's one-line address (OPERATOR_ADDRESS, "Vinohradská 1234/12, 120 00 Praha 2") in its
 * parts: the first part is the street, the part starting with a postal code (Czech 3+2 digits,
 * Romanian 6) the city.
 */
export function operatorPostal(address: string): InvoicePostalAddress {
  const parts = address.split(/,\s*/)
  const place = parts.map((part) => /^(\d{3}\s?\d{2}|\d{6})\s+(.+)$/.exec(part)).find(Boolean)
  return { street: parts[0] ?? "", city: place?.[2] ?? "", postal_code: place?.[1] ?? "", country_code: shopVariant().countryCode.toUpperCase() }
}

function payment(order: InvoiceOrder): { provider: string | null; paid: boolean } {
  const collections = (order.payment_collections ?? []).filter((c) => !!c)
  const payments = collections.flatMap((c) => c.payments ?? []).filter((p) => !!p && !p.canceled_at)
  const provider = payments[0]?.provider_id ?? collections.flatMap((c) => c.payment_sessions ?? [])[0]?.provider_id ?? null
  return { provider, paid: payments.some((p) => !!p?.captured_at) }
}

/** The order's invoice as it is issued `at` (the goods handed over: the day of the taxable supply). */
export function invoiceDraft(order: InvoiceOrder, at: Date): InvoiceDraft {
  const operator = shopOperator()
  const day = shopDay(at)
  const lines = [
    ...(order.items ?? []).map((item) =>
      invoiceLine({
        title: item.variant_title && item.variant_title !== "Default variant" ? `${item.title} – ${item.variant_title}` : item.title,
        sku: item.variant_sku,
        quantity: Number(item.quantity),
        total: item.total,
        rates: rates(item),
        second_hand: typeof item.product?.metadata?.quality === "string" && item.product.metadata.quality !== "new",
      }),
    ),
    ...(order.shipping_methods ?? []).map((method) =>
      invoiceLine({ title: method.name, quantity: 1, total: method.total, rates: rates(method), second_hand: false }),
    ),
  ]
  const { provider, paid } = payment(order)
  return {
    order_id: order.id,
    issued_on: day,
    supply_on: day,
    currency_code: order.currency_code,
    order_display_id: Number(order.display_id),
    payment_provider: provider,
    paid,
    bank_account: shopBankAccount(order.currency_code),
    supplier: {
      name: operator.name,
      company_id: operator.id,
      vat_id: operator.vat_id,
      address: operator.address.split(/,\s*/),
      postal: operatorPostal(operator.address),
    },
    customer: customer(order.billing_address),
    lines,
    ...invoiceTotals(lines),
  }
}
