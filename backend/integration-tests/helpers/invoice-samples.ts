import type { CreditNoteReason, InvoiceDocument, InvoiceLine, InvoiceParty } from "@electroshop/contracts/invoice"
import { invoiceTotals } from "../../src/lib/invoice/invoice-lines"

// Sample invoices as issued, shared by the tests of what is made of them (the PDF, the ISDOC, the e-Factura).
// Each call returns a fresh copy: a test may change its own.

/** A device the shop bought from a consumer, sold under the second-hand scheme: no VAT shown. */
export const usedPhone = (): InvoiceLine => ({
  title: "iPhone 14 128 GB, použitý – stav B",
  sku: "APL-IP14-128-B",
  quantity: 1,
  scheme: "second_hand",
  vat_rate: null,
  unit_net: 899_000,
  net: 899_000,
  vat: 0,
  total: 899_000,
})

/** A Czech invoice to a consumer (no IČO, no DIČ), paid by card, with a second-hand line. */
export function czechInvoice(): InvoiceDocument {
  return {
    number: "FV2026000123",
    issued_on: "2026-12-04",
    supply_on: "2026-12-03",
    currency_code: "czk",
    order_display_id: 1042,
    payment_provider: "pp_comgate_comgate",
    paid: true,
    bank_account: { number: "2001234561/2010", iban: "CZ1520100000002001234561" },
    supplier: {
      name: "ElectroShop s.r.o.",
      company_id: "27074358",
      vat_id: "CZ27074358",
      address: ["Václavské náměstí 1", "110 00 Praha 1"],
      postal: { street: "Václavské náměstí 1", city: "Praha 1", postal_code: "110 00", country_code: "CZ" },
    },
    customer: {
      name: "Jiří Řezníček",
      company_id: null,
      vat_id: null,
      address: ["Dlouhá 5", "602 00 Brno"],
      postal: { street: "Dlouhá 5", city: "Brno", postal_code: "602 00", country_code: "CZ" },
    },
    lines: [
      {
        title: "Samsung Galaxy S25 256 GB",
        sku: "SAM-S25-256",
        quantity: 1,
        scheme: "standard",
        vat_rate: 21,
        unit_net: 1_073_554,
        net: 1_073_554,
        vat: 225_446,
        total: 1_299_000,
      },
      usedPhone(),
      { title: "Doprava PPL", sku: null, quantity: 1, scheme: "standard", vat_rate: 21, unit_net: 6_529, net: 6_529, vat: 1_371, total: 7_900 },
    ],
    // The rate's tax is computed from its total with VAT (1 306 900 × 21/121), not summed from the lines.
    vat_rates: [{ rate: 21, net: 1_080_084, vat: 226_816, total: 1_306_900 }],
    second_hand_total: 899_000,
    total: 2_205_900,
  }
}

/**
 * The Czech invoice to a company (IČO and DIČ named, a street with a "číslo popisné/orientační"), not paid
 * yet (bank transfer), with no second-hand line.
 */
export function czechCompanyInvoice(): InvoiceDocument {
  const invoice = czechInvoice()
  return {
    ...invoice,
    number: "FV2026000124",
    order_display_id: 1043,
    payment_provider: "pp_bank-transfer_bank-transfer",
    paid: false,
    customer: {
      name: "Servis Vinohrady s.r.o.",
      company_id: "25601741",
      vat_id: "CZ25601741",
      address: ["Vinohradská 1234/12", "120 00 Praha 2"],
      postal: { street: "Vinohradská 1234/12", city: "Praha 2", postal_code: "120 00", country_code: "CZ" },
    },
    lines: invoice.lines.filter((line) => line.scheme === "standard"),
    second_hand_total: 0,
    total: 1_306_900,
  }
}

/** A Romanian invoice in RON to a consumer, cash on delivery (not paid yet), with a second-hand line and two pieces of one item. */
export function romanianInvoice(): InvoiceDocument {
  return {
    number: "ESR-2026-000045",
    issued_on: "2026-03-09",
    supply_on: "2026-03-09",
    currency_code: "ron",
    order_display_id: 77,
    payment_provider: "pp_cash-on-delivery_cash-on-delivery",
    paid: false,
    supplier: {
      name: "ElectroShop S.R.L.",
      company_id: "12345674",
      vat_id: "RO12345674",
      address: ["Str. Lipscani 1", "030031 București"],
      postal: { street: "Str. Lipscani 1", city: "București", postal_code: "030031", country_code: "RO" },
    },
    customer: {
      name: "Ștefan Țurcanu",
      company_id: null,
      vat_id: null,
      address: ["Bd. Ștefan cel Mare 12", "700064 Iași"],
      postal: { street: "Bd. Ștefan cel Mare 12", city: "Iași", postal_code: "700064", country_code: "RO" },
    },
    lines: [
      {
        title: "Căști Sony WH-1000XM5",
        sku: null,
        quantity: 2,
        scheme: "standard",
        vat_rate: 21,
        unit_net: 123_967,
        net: 247_934,
        vat: 52_066,
        total: 300_000,
      },
      { ...usedPhone(), title: "iPhone 13 128 GB, second-hand", unit_net: 250_000, net: 250_000, total: 250_000 },
    ],
    vat_rates: [{ rate: 21, net: 247_934, vat: 52_066, total: 300_000 }],
    second_hand_total: 250_000,
    total: 550_000,
  }
}

/** The Romanian shop as it issues e-Factura: in București, sector 3 (postal code 030031), CUI 12345674, VAT code RO12345674. */
export const romanianSupplier = (): InvoiceParty => ({
  name: "ElektroShop Demo S.R.L.",
  company_id: "12345674",
  vat_id: "RO12345674",
  address: ["Str. Lipscani 1", "030031 București, sector 3"],
  postal: { street: "Str. Lipscani 1", city: "București", postal_code: "030031", country_code: "RO" },
})

/**
 * A Romanian invoice to a consumer in Cluj-Napoca, paid by card, at two rates (a book at 11 %), shipping a
 * line of its own. The 21 % lines' nets sum to a ban less than the rate's base computed from its total
 * (3 942.10 against 476 995 − 82 784 = 3 942.11).
 */
export function romanianCardInvoice(): InvoiceDocument {
  return {
    number: "ES2026000101",
    issued_on: "2026-03-10",
    supply_on: "2026-03-10",
    currency_code: "ron",
    order_display_id: 101,
    payment_provider: "pp_comgate_comgate",
    paid: true,
    supplier: romanianSupplier(),
    customer: {
      name: "Andrei Popescu",
      company_id: null,
      vat_id: null,
      address: ["Str. Memorandumului 28", "400114 Cluj-Napoca"],
      postal: { street: "Str. Memorandumului 28", city: "Cluj-Napoca", postal_code: "400114", country_code: "RO" },
    },
    lines: [
      {
        title: "Samsung Galaxy S25 256 GB",
        sku: "SAM-S25-256",
        quantity: 1,
        scheme: "standard",
        vat_rate: 21,
        unit_net: 380_164,
        net: 380_164,
        vat: 79_835,
        total: 459_999,
      },
      {
        title: "Husă silicon Galaxy S25",
        sku: "HUS-S25-SIL",
        quantity: 3,
        scheme: "standard",
        vat_rate: 21,
        unit_net: 4_131,
        net: 12_394,
        vat: 2_603,
        total: 14_997,
      },
      {
        title: "Ghid de fotografie cu telefonul",
        sku: "CRT-FOTO-01",
        quantity: 1,
        scheme: "standard",
        vat_rate: 11,
        unit_net: 8_107,
        net: 8_107,
        vat: 892,
        total: 8_999,
      },
      { title: "Livrare Sameday", sku: null, quantity: 1, scheme: "standard", vat_rate: 21, unit_net: 1_652, net: 1_652, vat: 347, total: 1_999 },
    ],
    vat_rates: [
      { rate: 21, net: 394_211, vat: 82_784, total: 476_995 },
      { rate: 11, net: 8_107, vat: 892, total: 8_999 },
    ],
    second_hand_total: 0,
    total: 485_994,
  }
}

/** A Romanian invoice to a company in București, sector 2 (its CUI and VAT code named), by bank transfer, not paid yet. */
export function romanianCompanyInvoice(): InvoiceDocument {
  return {
    number: "ES2026000102",
    issued_on: "2026-03-11",
    supply_on: "2026-03-11",
    currency_code: "ron",
    order_display_id: 102,
    payment_provider: "pp_bank-transfer_bank-transfer",
    paid: false,
    bank_account: { number: null, iban: "RO49AAAA1B31007593840000" },
    supplier: romanianSupplier(),
    customer: {
      name: "Servicii IT Tei S.R.L.",
      company_id: "41829309",
      vat_id: "RO41829309",
      address: ["Bd. Lacul Tei 10", "020371 București, sector 2"],
      postal: { street: "Bd. Lacul Tei 10", city: "București", postal_code: "020371", country_code: "RO" },
    },
    lines: [
      {
        title: "Laptop Lenovo ThinkPad E14 Gen 6",
        sku: "LEN-E14-G6",
        quantity: 1,
        scheme: "standard",
        vat_rate: 21,
        unit_net: 454_463,
        net: 454_463,
        vat: 95_437,
        total: 549_900,
      },
      { title: "Livrare Sameday", sku: null, quantity: 1, scheme: "standard", vat_rate: 21, unit_net: 2_065, net: 2_065, vat: 434, total: 2_499 },
    ],
    vat_rates: [{ rate: 21, net: 456_528, vat: 95_871, total: 552_399 }],
    second_hand_total: 0,
    total: 552_399,
  }
}

/**
 * A credit note of `invoice` as the shop issues one (lib/invoice/credit-note.ts): its own number and day, the
 * invoice named with why it is corrected, nothing refunded yet, the shop's account left out, and the credited
 * lines (each naming its invoice line) with their totals, positive.
 */
export function creditNoteOf(
  invoice: InvoiceDocument,
  { number, reason, issued_on }: { number: string; reason: CreditNoteReason; issued_on: string },
  lines: InvoiceLine[],
): InvoiceDocument {
  return {
    ...invoice,
    kind: "credit_note",
    number,
    corrects: { number: invoice.number, issued_on: invoice.issued_on, reason },
    issued_on,
    supply_on: issued_on,
    paid: false,
    bank_account: null,
    lines,
    ...invoiceTotals(lines),
  }
}

/** The invoice's lines at `positions` (1-based), whole, as a credit note credits them. */
export const creditedLines = (invoice: InvoiceDocument, positions: number[]): InvoiceLine[] =>
  positions.map((position) => ({ ...invoice.lines[position - 1]!, corrects_line: position }))
