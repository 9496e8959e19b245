import type { InvoiceDocument, InvoiceLine, InvoiceParty } from "@electroshop/contracts/invoice"
import { formatIban } from "@electroshop/domain"
import type { ShopLocale } from "@electroshop/domain/variant"
import type { Column, Content, CustomTableLayout, TableCell, TDocumentDefinitions } from "pdfmake/interfaces"
import { a4Page, GREY, intlLocale, renderPdf, RULE } from "../pdf/render"
import { INVOICE_TEXTS, isCreditNote, paymentMethodName, type InvoiceTexts } from "./invoice-texts"

/** Thin horizontal rules, a shaded header row: readable in print and in greyscale. */
const LINES_LAYOUT: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.4),
  vLineWidth: () => 0,
  hLineColor: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? "#444444" : RULE),
  fillColor: (row) => (row === 0 ? "#eeeeee" : null),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 3,
  paddingBottom: () => 3,
}

const FACTS_LAYOUT: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: (i) => (i === 0 ? 0 : 8),
  paddingRight: () => 0,
  paddingTop: () => 1,
  paddingBottom: () => 1,
}

type Format = {
  locale: ShopLocale
  texts: InvoiceTexts
  /** The document's title: an invoice's or a credit note's. */
  title: string
  /** An amount of the document as printed: a credit note's with a minus. */
  money: (minor: number) => string
  rate: (percent: number) => string
  quantity: (n: number) => string
}

function formatFor(invoice: InvoiceDocument, locale: ShopLocale): Format {
  const currencyCode = invoice.currency_code
  const creditNote = isCreditNote(invoice)
  const intl = intlLocale(locale)
  // Both currencies have hundredths and the tax is computed to them, so the invoice always shows two decimals.
  const currency = new Intl.NumberFormat(intl, {
    style: "currency",
    currency: currencyCode.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(currencyCode.toUpperCase() === "RON" ? { currencyDisplay: "narrowSymbol" as const } : {}),
  })
  const number = new Intl.NumberFormat(intl, { maximumFractionDigits: 2 })
  const texts = INVOICE_TEXTS[locale]
  // A credit note keeps what it credits positive; printed, its amounts are the difference against the invoice
  // (Czech VAT Act §45), negative, as an opravný daňový doklad and a factură de stornare show them. A zero
  // stays unsigned (Intl would print "-0,00").
  const printed = (minor: number) => (creditNote && minor !== 0 ? -minor : minor)
  return {
    locale,
    texts,
    title: creditNote ? texts.credit_note.title : texts.title,
    // Intl keeps the currency to its number with a no-break space; a plain one lets an amount too wide for its
    // column wrap before "Kč"/"lei" rather than be cut inside a word. The digit groups stay unbroken.
    money: (minor) =>
      currency
        .formatToParts(printed(minor) / 100)
        .map((part) => (part.type === "literal" ? part.value.replace(/[\u00a0\u202f]/g, " ") : part.value))
        .join(""),
    // Czech typography spaces the percent sign (a no-break space keeps it with its number); Romanian does not.
    rate: (percent) => (locale === "cs" ? `${number.format(percent)}\u00a0%` : `${number.format(percent)}%`),
    quantity: (n) => number.format(n),
  }
}

/** YYYY-MM-DD to DD.MM.YYYY; the date is already the shop's calendar day, so no time zone may shift it. */
export function formatInvoiceDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate
}

function header(invoice: InvoiceDocument, f: Format): Content {
  return {
    columns: [
      { text: f.title, style: "title", width: "*" },
      {
        width: "auto",
        alignment: "right",
        stack: [
          { text: f.texts.number, color: GREY },
          { text: invoice.number, style: "title" },
        ],
      },
    ],
    margin: [0, 0, 0, 16],
  }
}

function party(label: string, who: InvoiceParty, f: Format): Column {
  const ids: Content[] = []
  if (who.company_id) ids.push({ text: `${f.texts.company_id}: ${who.company_id}` })
  if (who.vat_id) ids.push({ text: `${f.texts.vat_id}: ${who.vat_id}` })
  return {
    width: "*",
    stack: [
      { text: label.toUpperCase(), style: "label" },
      { text: who.name, bold: true, fontSize: 11, margin: [0, 2, 0, 2] },
      ...who.address.map((line) => ({ text: line })),
      ...(ids.length ? [{ stack: ids, margin: [0, 4, 0, 0] as [number, number, number, number] }] : []),
    ],
  }
}

function parties(invoice: InvoiceDocument, f: Format): Content {
  return {
    columns: [party(f.texts.supplier, invoice.supplier, f), party(f.texts.customer, invoice.customer, f)],
    columnGap: 24,
    margin: [0, 0, 0, 16],
  }
}

function facts(invoice: InvoiceDocument, f: Format): Content {
  const facts: [string, string][] = [
    [f.texts.issued_on, formatInvoiceDate(invoice.issued_on)],
    [f.texts.supply_on, formatInvoiceDate(invoice.supply_on)],
  ]
  // A credit note names the invoice it corrects and why (Czech VAT Act §45), next to its own dates; its supply
  // day, kept above, is the correction's own.
  if (invoice.corrects) {
    const words = f.texts.credit_note
    facts.push(
      [words.corrects, invoice.corrects.number],
      [words.corrects_issued_on, formatInvoiceDate(invoice.corrects.issued_on)],
      [words.reason, words.reasons[invoice.corrects.reason]],
    )
  }
  facts.push([f.texts.order, String(invoice.order_display_id)])
  // The order's number doubles as the variable symbol a Czech bank transfer is matched by.
  if (f.texts.variable_symbol) facts.push([f.texts.variable_symbol, String(invoice.order_display_id)])
  facts.push([f.texts.payment_method, paymentMethodName(invoice.payment_provider, f.locale)])
  // Where a bank transfer goes (what the buyer pays an unpaid invoice to): the domestic number, and the IBAN.
  if (invoice.bank_account?.number) facts.push([f.texts.bank_account, invoice.bank_account.number])
  if (invoice.bank_account) facts.push(["IBAN", formatIban(invoice.bank_account.iban)])
  const rows: TableCell[][] = facts.map(([label, value]) => [{ text: label, color: GREY }, value])
  if (invoice.paid) rows.push([{ text: f.texts.paid, bold: true, colSpan: 2 }, {}])
  return { table: { widths: ["auto", "auto"], body: rows }, layout: FACTS_LAYOUT, margin: [0, 0, 0, 16] }
}

const right = (text: string): TableCell => ({ text, alignment: "right" })

function lineRow(line: InvoiceLine, f: Format): TableCell[] {
  const item: TableCell = line.sku ? { stack: [line.title, { text: `${f.texts.sku}: ${line.sku}`, color: GREY, fontSize: 7.5 }] } : { text: line.title }
  if (line.scheme === "second_hand") {
    // Under the second-hand scheme the tax (on the shop's margin) is not stated to the buyer: no base and no VAT
    // are printed, and the price includes the tax.
    return [
      item,
      right(f.quantity(line.quantity)),
      right(f.money(line.unit_net)),
      { text: f.texts.second_hand_scheme, alignment: "right", fontSize: 7.5 },
      "",
      "",
      right(f.money(line.total)),
    ]
  }
  return [
    item,
    right(f.quantity(line.quantity)),
    right(f.money(line.unit_net)),
    right(line.vat_rate === null ? "" : f.rate(line.vat_rate)),
    right(f.money(line.net)),
    right(f.money(line.vat)),
    right(f.money(line.total)),
  ]
}

function linesTable(invoice: InvoiceDocument, f: Format): Content {
  const c = f.texts.columns
  const head: TableCell[] = [c.item, c.quantity, c.unit_net, c.vat_rate, c.net, c.vat, c.total].map((text, i) => ({
    text,
    style: "tableHead",
    alignment: i === 0 ? "left" : "right",
  }))
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      // Sized for amounts up to about a million and for the second-hand mention of either language.
      widths: ["*", 34, 60, 66, 60, 54, 62],
      body: [head, ...invoice.lines.map((line) => lineRow(line, f))],
    },
    layout: LINES_LAYOUT,
    fontSize: 8.5,
    margin: [0, 0, 0, 14],
  }
}

function vatSummary(invoice: InvoiceDocument, f: Format): Content {
  const c = f.texts.columns
  const head: TableCell[] = [c.vat_rate, c.net, c.vat, c.total].map((text) => ({ text, style: "tableHead", alignment: "right" }))
  const rows: TableCell[][] = invoice.vat_rates.map((r) => [right(f.rate(r.rate)), right(f.money(r.net)), right(f.money(r.vat)), right(f.money(r.total))])
  if (invoice.second_hand_total > 0) {
    rows.push([{ text: f.texts.second_hand_summary, alignment: "right" }, "", "", right(f.money(invoice.second_hand_total))])
  }
  return {
    columns: [
      { width: "*", text: "" },
      {
        width: "auto",
        stack: [
          { text: f.texts.vat_summary, bold: true, margin: [0, 0, 0, 4] },
          { table: { headerRows: 1, widths: [110, 72, 68, 72], body: [head, ...rows] }, layout: LINES_LAYOUT },
        ],
      },
    ],
    margin: [0, 0, 0, 12],
  }
}

function totalLabel(invoice: InvoiceDocument, f: Format): string {
  if (isCreditNote(invoice)) return f.texts.credit_note.total_refund
  return invoice.paid ? f.texts.total_paid : f.texts.total_due
}

function total(invoice: InvoiceDocument, f: Format): Content {
  return {
    columns: [
      { width: "*", text: "" },
      {
        width: "auto",
        text: `${totalLabel(invoice, f)}   ${f.money(invoice.total)}`,
        bold: true,
        fontSize: 13,
      },
    ],
    margin: [0, 0, 0, 12],
  }
}

function secondHandNote(invoice: InvoiceDocument, f: Format): Content[] {
  if (!invoice.lines.some((line) => line.scheme === "second_hand")) return []
  return [{ text: f.texts.second_hand_note, italics: true, fontSize: 8.5 }]
}

/** The invoice's definition for pdfmake: pure data, built afresh per call as pdfmake mutates it while laying out. */
export function invoiceDocDefinition(invoice: InvoiceDocument, locale: ShopLocale): TDocumentDefinitions {
  const f = formatFor(invoice, locale)
  return {
    ...a4Page(locale, { tableHead: { bold: true, fontSize: 7.5 } }),
    info: { title: invoice.number, author: invoice.supplier.name, subject: f.title },
    content: [
      header(invoice, f),
      parties(invoice, f),
      facts(invoice, f),
      linesTable(invoice, f),
      // The recapitulation and the total read as one; a page break between them would strand the total.
      { stack: [vatSummary(invoice, f), total(invoice, f)], unbreakable: true },
      ...secondHandNote(invoice, f),
    ],
    footer: (page, pages) => ({ text: f.texts.page(page, pages), alignment: "center", fontSize: 8, color: GREY, margin: [40, 16, 40, 0] }),
  }
}

/** The invoice as a PDF, in the shop's language. */
export async function invoicePdf(invoice: InvoiceDocument, locale: ShopLocale): Promise<Buffer> {
  return renderPdf(invoiceDocDefinition(invoice, locale))
}
