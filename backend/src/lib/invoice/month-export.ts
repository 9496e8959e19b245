import type { MedusaContainer } from "@medusajs/framework/types"
import { invoiceFileName, type InvoiceDocument } from "@electroshop/contracts/invoice"
import type { ShopLocale } from "@electroshop/domain/variant"
import { strToU8, zipSync } from "fflate"
import { json2csv } from "json-2-csv"

import { INVOICE_MODULE, type InvoiceModuleService } from "../../modules/invoice"
import { shopVariant } from "../shop/variant"
import { INVOICE_TEXTS } from "./invoice-texts"
import { reportsToEfactura } from "./efactura-reporting"
import { isdocXml } from "./isdoc"
import { isCreditNote } from "./invoice-texts"
import { ublDocument } from "./ubl"

/** One row of the month's VAT summary: a rate (null: the second-hand scheme), its invoices' base, VAT and total in minor units. */
export type MonthVatRow = { rate: number | null; net: number; vat: number; total: number }

/** The month's invoices added up per VAT rate, highest first, the second-hand scheme's sales last (what the VAT return asks for). */
export function monthVatSummary(invoices: Pick<InvoiceDocument, "vat_rates" | "second_hand_total">[]): MonthVatRow[] {
  const rates = new Map<number, MonthVatRow>()
  let secondHand = 0
  for (const invoice of invoices) {
    secondHand += invoice.second_hand_total
    for (const { rate, net, vat, total } of invoice.vat_rates) {
      const row = rates.get(rate) ?? { rate, net: 0, vat: 0, total: 0 }
      rates.set(rate, { rate, net: row.net + net, vat: row.vat + vat, total: row.total + total })
    }
  }
  const rows = [...rates.values()].sort((a, b) => b.rate! - a.rate!)
  return secondHand ? [...rows, { rate: null, net: secondHand, vat: 0, total: secondHand }] : rows
}

/** Minor units as Czech and Romanian Excel read a number: a decimal comma, no grouping ("1234,56", "-0,50"). */
const excelDecimal = (minor: number) => `${minor < 0 ? "-" : ""}${Math.floor(Math.abs(minor) / 100)},${String(Math.abs(minor) % 100).padStart(2, "0")}`

/** What a document adds to the month's sales: a credit note's (positive) amounts taken off. */
export function salesOf(document: InvoiceDocument): Pick<InvoiceDocument, "vat_rates" | "second_hand_total"> {
  // 0 - amount, not -amount: nothing credited stays 0, not -0.
  const signed = (amount: number) => (isCreditNote(document) ? 0 - amount : amount)
  return {
    vat_rates: document.vat_rates.map(({ rate, net, vat, total }) => ({ rate, net: signed(net), vat: signed(vat), total: signed(total) })),
    second_hand_total: signed(document.second_hand_total),
  }
}

/**
 * The summary as a CSV file that Czech and Romanian Excel open as it is (`;`, a UTF-8 BOM, CRLF, as the
 * admin's stock figures export), its header in the shop's language.
 */
export function monthVatCsv(rows: MonthVatRow[], locale: ShopLocale): string {
  const texts = INVOICE_TEXTS[locale]
  return json2csv(
    rows.map((row) => ({
      rate: row.rate === null ? texts.second_hand_summary : `${row.rate} %`,
      net: excelDecimal(row.net),
      vat: excelDecimal(row.vat),
      total: excelDecimal(row.total),
    })),
    {
      keys: [
        { field: "rate", title: texts.columns.vat_rate },
        { field: "net", title: texts.columns.net },
        { field: "vat", title: texts.columns.vat },
        { field: "total", title: texts.columns.total },
      ],
      delimiter: { field: ";", eol: "\r\n" },
      excelBOM: true,
    },
  )
}

/**
 * The month's invoices and credit notes for the accountant ("2026-12"): a zip of each one's XML, as issued,
 * and the VAT summary (`vat-2026-12.csv`), the credit notes taken off. The XML is the one the country's accounting software reads: ISDOC in the
 * Czech Republic, the UBL of e-Factura in Romania.
 */
export async function monthExport(container: MedusaContainer, month: string): Promise<{ fileName: string; zip: Uint8Array; count: number }> {
  const service = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const files: Record<string, Uint8Array> = {}
  const totals: Pick<InvoiceDocument, "vat_rates" | "second_hand_total">[] = []
  const xml = reportsToEfactura() ? { extension: "xml", of: ublDocument } : { extension: "isdoc", of: isdocXml }
  for (let skip = 0; ; skip += 200) {
    const page = await service.listInvoices({ issued_on: { $like: `${month}-%` } }, { select: ["id"], order: { created_at: "ASC" }, take: 200, skip })
    for (const { id } of page) {
      const document = (await service.invoiceDocument(id))!
      files[invoiceFileName(document.number, xml.extension)] = strToU8(xml.of(document))
      totals.push(salesOf(document))
    }
    if (page.length < 200) break
  }
  files[`vat-${month}.csv`] = strToU8(monthVatCsv(monthVatSummary(totals), shopVariant().locale))
  return { fileName: `invoices-${month}.zip`, zip: zipSync(files), count: totals.length }
}
