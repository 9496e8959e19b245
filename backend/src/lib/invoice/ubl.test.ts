import type { InvoiceDocument } from "@electroshop/contracts/invoice"
import { describe, expect, it } from "vitest"
import { checkEfactura } from "../../../../scripts/lib/fake-anaf.mjs"
import {
  creditedLines,
  creditNoteOf,
  czechInvoice,
  romanianCardInvoice,
  romanianCompanyInvoice,
  romanianInvoice,
} from "../../../integration-tests/helpers/invoice-samples"
import { validateUbl } from "../../../integration-tests/helpers/ubl"
import { parseXml, xmlReader, type XmlElement } from "../../../integration-tests/helpers/xml-dom"
import { CIUS_RO_ID, limit, paymentMeansCode, ublDocument, ublInvoice } from "./ubl"

async function expectValid(xml: string, root: "Invoice" | "CreditNote" = "Invoice") {
  const result = await validateUbl(xml, root)
  expect(result.valid, result.errors.map((error) => error.rawMessage).join("\n")).toBe(true)
  expect(result.errors).toEqual([])
}

/** A credit note valid against the CreditNote XSD, and one ANAF's stand-in accepts as uploaded with standard=CN (the XSD and its CIUS-RO rules). */
async function expectValidCreditNote(xml: string) {
  await expectValid(xml, "CreditNote")
  expect(await checkEfactura(xml, { standard: "CN" })).toEqual({ state: "ok", errors: [] })
}

// The document read back through xmlbuilder2's DOM: elements by their prefixed name ("cac:TaxTotal"), each
// checked to be in that prefix's UBL namespace.
const NAMESPACES: Record<string, string> = {
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
}
const INVOICE_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
const CREDIT_NOTE_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
const { children, at, all, text, has } = xmlReader((name) => {
  const [prefix, localName] = name.split(":")
  return { namespace: NAMESPACES[prefix], localName }
})
const parse = parseXml

/** An amount in bani, for the arithmetic the rules check. */
const cents = (amount: string) => Math.round(Number(amount) * 100)

function party(doc: XmlElement, role: "cac:AccountingSupplierParty" | "cac:AccountingCustomerParty") {
  const node = at(doc, role, "cac:Party")
  const address = at(node, "cac:PostalAddress")
  return {
    street: text(address, "cbc:StreetName"),
    city: text(address, "cbc:CityName"),
    zone: has(address, "cbc:PostalZone") ? text(address, "cbc:PostalZone") : null,
    subentity: has(address, "cbc:CountrySubentity") ? text(address, "cbc:CountrySubentity") : null,
    country: text(address, "cac:Country", "cbc:IdentificationCode"),
    vat_id: has(node, "cac:PartyTaxScheme")
      ? [text(node, "cac:PartyTaxScheme", "cbc:CompanyID"), text(node, "cac:PartyTaxScheme", "cac:TaxScheme", "cbc:ID")]
      : null,
    name: text(node, "cac:PartyLegalEntity", "cbc:RegistrationName"),
    company_id: has(node, "cac:PartyLegalEntity", "cbc:CompanyID") ? text(node, "cac:PartyLegalEntity", "cbc:CompanyID") : null,
  }
}

function subtotals(doc: XmlElement) {
  return all(doc, "cac:TaxTotal", "cac:TaxSubtotal").map((node) => ({
    taxable: text(node, "cbc:TaxableAmount"),
    tax: text(node, "cbc:TaxAmount"),
    category: text(node, "cac:TaxCategory", "cbc:ID"),
    percent: text(node, "cac:TaxCategory", "cbc:Percent"),
    scheme: text(node, "cac:TaxCategory", "cac:TaxScheme", "cbc:ID"),
    ...(has(node, "cac:TaxCategory", "cbc:TaxExemptionReasonCode")
      ? { reasonCode: text(node, "cac:TaxCategory", "cbc:TaxExemptionReasonCode"), reason: text(node, "cac:TaxCategory", "cbc:TaxExemptionReason") }
      : {}),
  }))
}

function monetaryTotal(doc: XmlElement) {
  const total = at(doc, "cac:LegalMonetaryTotal")
  const names = ["LineExtensionAmount", "TaxExclusiveAmount", "TaxInclusiveAmount", "PrepaidAmount", "PayableAmount"]
  return Object.fromEntries(names.filter((name) => has(total, `cbc:${name}`)).map((name) => [name, text(total, `cbc:${name}`)]))
}

/** An Invoice's lines, or a CreditNote's (CreditNoteLine, CreditedQuantity). */
function lines(doc: XmlElement) {
  const [lineName, quantityName] = doc.localName === "CreditNote" ? ["cac:CreditNoteLine", "cbc:CreditedQuantity"] : ["cac:InvoiceLine", "cbc:InvoicedQuantity"]
  return children(doc, lineName).map((line) => ({
    id: text(line, "cbc:ID"),
    quantity: [text(line, quantityName), at(line, quantityName).getAttribute("unitCode")],
    net: text(line, "cbc:LineExtensionAmount"),
    name: text(line, "cac:Item", "cbc:Name"),
    sku: has(line, "cac:Item", "cac:SellersItemIdentification") ? text(line, "cac:Item", "cac:SellersItemIdentification", "cbc:ID") : null,
    tax: [text(line, "cac:Item", "cac:ClassifiedTaxCategory", "cbc:ID"), text(line, "cac:Item", "cac:ClassifiedTaxCategory", "cbc:Percent")],
    price: text(line, "cac:Price", "cbc:PriceAmount"),
  }))
}

describe("ublInvoice", () => {
  it("writes an invoice to a consumer in Cluj, paid by card, at two rates, valid against the UBL 2.1 schema", async () => {
    const xml = ublInvoice(romanianCardInvoice())
    await expectValid(xml)

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    const doc = parse(xml)
    expect([doc.localName, doc.namespaceURI]).toEqual(["Invoice", INVOICE_NAMESPACE])
    expect(text(doc, "cbc:CustomizationID")).toBe("urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1")
    expect(CIUS_RO_ID).toBe(text(doc, "cbc:CustomizationID"))
    expect(text(doc, "cbc:ID")).toBe("ES2026000101")
    expect(text(doc, "cbc:IssueDate")).toBe("2026-03-10")
    // Paid: nothing is due, no due date.
    expect(has(doc, "cbc:DueDate")).toBe(false)
    expect(text(doc, "cbc:InvoiceTypeCode")).toBe("380")
    expect(has(doc, "cbc:Note")).toBe(false)
    expect(text(doc, "cbc:TaxPointDate")).toBe("2026-03-10")
    expect(text(doc, "cbc:DocumentCurrencyCode")).toBe("RON")
    expect(text(doc, "cac:OrderReference", "cbc:ID")).toBe("101")

    // The shop in București, sector 3: the sector is the city (BR-RO-100).
    expect(party(doc, "cac:AccountingSupplierParty")).toEqual({
      street: "Str. Lipscani 1",
      city: "SECTOR3",
      zone: "030031",
      subentity: "RO-B",
      country: "RO",
      vat_id: ["RO12345674", "VAT"],
      name: "ElektroShop Demo S.R.L.",
      company_id: "12345674",
    })
    // A consumer: no VAT code, ANAF's 13 zeros for the CNP the shop does not ask for (BR-RO-120).
    expect(party(doc, "cac:AccountingCustomerParty")).toEqual({
      street: "Str. Memorandumului 28",
      city: "Cluj-Napoca",
      zone: "400114",
      subentity: "RO-CJ",
      country: "RO",
      vat_id: null,
      name: "Andrei Popescu",
      company_id: "0000000000000",
    })

    expect(text(doc, "cac:PaymentMeans", "cbc:PaymentMeansCode")).toBe("48")
    // Paid by card: no account to pay to.
    expect(has(doc, "cac:PaymentMeans", "cac:PayeeFinancialAccount")).toBe(false)
    expect(text(doc, "cac:PaymentMeans", "cbc:PaymentID")).toBe("101")

    // 21 %: the lines' nets (3 942.10), a ban below the base the printed invoice computes from the total;
    // the tax is the rest of the rate's total (4 769.95 − 3 942.10).
    expect(text(doc, "cac:TaxTotal", "cbc:TaxAmount")).toBe("836.77")
    expect(subtotals(doc)).toEqual([
      { taxable: "3942.10", tax: "827.85", category: "S", percent: "21", scheme: "VAT" },
      { taxable: "81.07", tax: "8.92", category: "S", percent: "11", scheme: "VAT" },
    ])
    expect(monetaryTotal(doc)).toEqual({
      LineExtensionAmount: "4023.17",
      TaxExclusiveAmount: "4023.17",
      TaxInclusiveAmount: "4859.94",
      PrepaidAmount: "4859.94",
      PayableAmount: "0.00",
    })

    expect(lines(doc)).toEqual([
      { id: "1", quantity: ["1", "H87"], net: "3801.64", name: "Samsung Galaxy S25 256 GB", sku: "SAM-S25-256", tax: ["S", "21"], price: "3801.64" },
      { id: "2", quantity: ["3", "H87"], net: "123.94", name: "Husă silicon Galaxy S25", sku: "HUS-S25-SIL", tax: ["S", "21"], price: "41.31" },
      { id: "3", quantity: ["1", "H87"], net: "81.07", name: "Ghid de fotografie cu telefonul", sku: "CRT-FOTO-01", tax: ["S", "11"], price: "81.07" },
      // Shipping is a line; no SKU, no seller's identification.
      { id: "4", quantity: ["1", "H87"], net: "16.52", name: "Livrare Sameday", sku: null, tax: ["S", "21"], price: "16.52" },
    ])
    for (const line of children(doc, "cac:InvoiceLine")) {
      expect(text(line, "cac:Item", "cac:ClassifiedTaxCategory", "cac:TaxScheme", "cbc:ID")).toBe("VAT")
      expect(has(line, "cbc:Note")).toBe(false)
      expect(has(line, "cac:Item", "cbc:Description")).toBe(false)
    }
    // Every amount in the document's currency.
    const amounts = xml.match(/<cbc:\w*Amount\b[^>]*>/g) ?? []
    expect(amounts.length).toBeGreaterThan(10)
    amounts.forEach((tag) => expect(tag).toContain('currencyID="RON"'))
  })

  it("writes an invoice to a company in București, sector 2, by bank transfer, not paid yet", async () => {
    const xml = ublInvoice(romanianCompanyInvoice())
    await expectValid(xml)

    const doc = parse(xml)
    expect(text(doc, "cbc:ID")).toBe("ES2026000102")
    // Something to pay: due when the goods are handed over (BR-CO-25).
    expect(text(doc, "cbc:DueDate")).toBe("2026-03-11")
    expect(party(doc, "cac:AccountingCustomerParty")).toEqual({
      street: "Bd. Lacul Tei 10",
      city: "SECTOR2",
      zone: "020371",
      subentity: "RO-B",
      country: "RO",
      vat_id: ["RO41829309", "VAT"],
      name: "Servicii IT Tei S.R.L.",
      company_id: "41829309",
    })
    expect(text(doc, "cac:PaymentMeans", "cbc:PaymentMeansCode")).toBe("42")
    // BT-84: the shop's account the transfer goes to.
    expect(text(doc, "cac:PaymentMeans", "cac:PayeeFinancialAccount", "cbc:ID")).toBe("RO49AAAA1B31007593840000")
    expect(text(doc, "cac:PaymentMeans", "cbc:PaymentID")).toBe("102")
    expect(subtotals(doc)).toEqual([{ taxable: "4565.28", tax: "958.71", category: "S", percent: "21", scheme: "VAT" }])
    expect(monetaryTotal(doc)).toEqual({
      LineExtensionAmount: "4565.28",
      TaxExclusiveAmount: "4565.28",
      TaxInclusiveAmount: "5523.99",
      PayableAmount: "5523.99",
    })
  })

  it("writes second-hand lines under the margin scheme next to new ones, cash on delivery", async () => {
    const xml = ublInvoice(romanianInvoice())
    await expectValid(xml)

    const doc = parse(xml)
    expect(text(doc, "cbc:ID")).toBe("ESR-2026-000045")
    expect(text(doc, "cbc:Note")).toBe(
      "Bunurile second-hand sunt vândute în regimul special pentru bunuri second-hand (art. 312 Cod fiscal); TVA nu se menționează.",
    )
    expect(text(doc, "cbc:DueDate")).toBe("2026-03-09")
    expect(party(doc, "cac:AccountingCustomerParty")).toMatchObject({
      city: "Iași",
      zone: "700064",
      subentity: "RO-IS",
      company_id: "0000000000000",
      vat_id: null,
    })
    expect(party(doc, "cac:AccountingSupplierParty")).toMatchObject({ city: "SECTOR3", subentity: "RO-B", name: "ElectroShop S.R.L." })
    expect(text(doc, "cac:PaymentMeans", "cbc:PaymentMeansCode")).toBe("10")

    expect(text(doc, "cac:TaxTotal", "cbc:TaxAmount")).toBe("520.66")
    expect(subtotals(doc)).toEqual([
      { taxable: "2479.34", tax: "520.66", category: "S", percent: "21", scheme: "VAT" },
      {
        taxable: "2500.00",
        tax: "0.00",
        category: "E",
        percent: "0",
        scheme: "VAT",
        reasonCode: "VATEX-EU-F",
        reason: "regimul special – bunuri second-hand (art. 312 Cod fiscal)",
      },
    ])
    expect(monetaryTotal(doc)).toEqual({
      LineExtensionAmount: "4979.34",
      TaxExclusiveAmount: "4979.34",
      TaxInclusiveAmount: "5500.00",
      PayableAmount: "5500.00",
    })

    expect(lines(doc)).toEqual([
      { id: "1", quantity: ["2", "H87"], net: "2479.34", name: "Căști Sony WH-1000XM5", sku: null, tax: ["S", "21"], price: "1239.67" },
      // The second-hand line's net is its whole price: no VAT is shown to the buyer.
      { id: "2", quantity: ["1", "H87"], net: "2500.00", name: "iPhone 13 128 GB, second-hand", sku: "APL-IP14-128-B", tax: ["E", "0"], price: "2500.00" },
    ])
    const [newLine, usedLine] = children(doc, "cac:InvoiceLine")
    expect(has(newLine, "cbc:Note")).toBe(false)
    expect(text(usedLine, "cbc:Note")).toBe("regimul special – bunuri second-hand")
  })

  it("shows a paid invoice as prepaid and an unpaid one as due", async () => {
    const paid = romanianCardInvoice()
    const unpaid: InvoiceDocument = { ...romanianCardInvoice(), paid: false }
    await expectValid(ublInvoice(unpaid))

    const paidDoc = parse(ublInvoice(paid))
    const unpaidDoc = parse(ublInvoice(unpaid))
    expect(has(paidDoc, "cbc:DueDate")).toBe(false)
    expect(text(unpaidDoc, "cbc:DueDate")).toBe(paid.supply_on)
    expect(monetaryTotal(paidDoc)).toMatchObject({ TaxInclusiveAmount: "4859.94", PrepaidAmount: "4859.94", PayableAmount: "0.00" })
    expect(monetaryTotal(unpaidDoc)).toEqual({
      LineExtensionAmount: "4023.17",
      TaxExclusiveAmount: "4023.17",
      TaxInclusiveAmount: "4859.94",
      PayableAmount: "4859.94",
    })
    // The same tax either way.
    expect(subtotals(unpaidDoc)).toEqual(subtotals(paidDoc))
  })

  it("keeps EN 16931's arithmetic and the invoice's total in every sample", () => {
    for (const invoice of [romanianCardInvoice(), romanianCompanyInvoice(), romanianInvoice(), { ...romanianInvoice(), paid: true }]) {
      const doc = parse(ublInvoice(invoice))
      const totals = monetaryTotal(doc)
      const docLines = children(doc, "cac:InvoiceLine")
      const lineNets = (category: string, percent?: string) =>
        docLines
          .filter((line) => text(line, "cac:Item", "cac:ClassifiedTaxCategory", "cbc:ID") === category)
          .filter((line) => percent === undefined || text(line, "cac:Item", "cac:ClassifiedTaxCategory", "cbc:Percent") === percent)
          .reduce((sum, line) => sum + cents(text(line, "cbc:LineExtensionAmount")), 0)
      const breakdown = subtotals(doc)
      const taxTotal = cents(text(doc, "cac:TaxTotal", "cbc:TaxAmount"))

      // The total with VAT is the invoice's.
      expect(cents(totals.TaxInclusiveAmount)).toBe(invoice.total)
      // BR-CO-10: the lines' sum; BR-CO-13: no allowances or charges, so the same without VAT.
      expect(cents(totals.LineExtensionAmount)).toBe(docLines.reduce((sum, line) => sum + cents(text(line, "cbc:LineExtensionAmount")), 0))
      expect(totals.TaxExclusiveAmount).toBe(totals.LineExtensionAmount)
      // BR-CO-14: the VAT total is the breakdown's sum; BR-CO-15: without VAT + VAT = with VAT.
      expect(taxTotal).toBe(breakdown.reduce((sum, s) => sum + cents(s.tax), 0))
      expect(cents(totals.TaxExclusiveAmount) + taxTotal).toBe(cents(totals.TaxInclusiveAmount))
      // BR-CO-16: what is left to pay; BR-CO-25: a due date when it is more than nothing.
      expect(cents(totals.PayableAmount)).toBe(cents(totals.TaxInclusiveAmount) - cents(totals.PrepaidAmount ?? "0"))
      expect(has(doc, "cbc:DueDate")).toBe(cents(totals.PayableAmount) > 0)
      for (const s of breakdown) {
        if (s.category === "S") {
          // BR-S-08: exactly the lines' nets at the rate; BR-CO-17 / BR-S-09: within less than 1.00 of taxable × rate.
          expect(cents(s.taxable)).toBe(lineNets("S", s.percent))
          expect(Math.abs(cents(s.tax) - Math.round((cents(s.taxable) * Number(s.percent)) / 100))).toBeLessThan(100)
        } else {
          // BR-E-08/09/10.
          expect([cents(s.taxable), cents(s.tax), s.reasonCode]).toEqual([lineNets("E"), 0, "VATEX-EU-F"])
        }
      }
      // BR-E-01: one exempt breakdown at most, and one per rate.
      expect(new Set(breakdown.map((s) => `${s.category}${s.percent}`)).size).toBe(breakdown.length)
    }
  })

  it("names the payment means by the payment provider (UNCL 4461)", () => {
    expect(paymentMeansCode("pp_comgate_comgate")).toBe("48")
    expect(paymentMeansCode("pp_netopia_netopia")).toBe("48")
    expect(paymentMeansCode("pp_payu_payu")).toBe("48")
    expect(paymentMeansCode("pp_gpwebpay_gpwebpay")).toBe("48")
    expect(paymentMeansCode("pp_gopay_gopay")).toBe("48")
    expect(paymentMeansCode("pp_bank-transfer_bank-transfer")).toBe("42")
    expect(paymentMeansCode("pp_bank_transfer")).toBe("42")
    expect(paymentMeansCode("pp_cash-on-delivery_cash-on-delivery")).toBe("10")
    expect(paymentMeansCode("pp_cod_cod")).toBe("10")
    // Installments, leasing, the shop's counter, nothing: not defined.
    expect(paymentMeansCode("pp_tbi_tbi")).toBe("1")
    expect(paymentMeansCode("pp_home-credit_home-credit")).toBe("1")
    expect(paymentMeansCode("pp_leasing_leasing")).toBe("1")
    expect(paymentMeansCode("pp_system_default")).toBe("1")
    expect(paymentMeansCode(null)).toBe("1")

    const installments = parse(ublInvoice({ ...romanianCardInvoice(), payment_provider: "pp_tbi_tbi" }))
    expect(text(installments, "cac:PaymentMeans", "cbc:PaymentMeansCode")).toBe("1")
  })

  it("keeps CIUS-RO's length limits, drops what XML cannot carry and escapes the rest", async () => {
    const invoice = romanianCardInvoice()
    const longTitle = `Cablu USB-C <1 m> & adaptor ${"foarte lung ".repeat(20)}`.trim()
    invoice.lines[0] = { ...invoice.lines[0], title: longTitle }
    invoice.customer = {
      ...invoice.customer,
      name: `Tom & Jerry\u0001 <"S.R.L."> ${"x".repeat(250)}`,
      postal: { ...invoice.customer.postal, street: `Str. ${"Lungă ".repeat(40)}1`, city: `Cluj-Napoca ${"oraș ".repeat(20)}` },
    }
    const xml = ublInvoice(invoice)
    await expectValid(xml)

    const doc = parse(xml)
    const item = at(children(doc, "cac:InvoiceLine")[0], "cac:Item")
    // BR-RO-L1024: the name cut to 100 characters; BR-RO-L212: the title in the description, to 200.
    expect(Array.from(text(item, "cbc:Name"))).toHaveLength(100)
    expect(text(item, "cbc:Name")).toMatch(/^Cablu USB-C <1 m> & adaptor foarte lung .*…$/)
    expect(text(item, "cbc:Description")).toBe(limit(longTitle, 200))
    expect(Array.from(text(item, "cbc:Description")).length).toBeLessThanOrEqual(200)
    const customer = party(doc, "cac:AccountingCustomerParty")
    // BR-RO-L203, BR-RO-L152, BR-RO-L0502; the control character dropped, the markup escaped and read back.
    expect(customer.name.startsWith('Tom & Jerry <"S.R.L."> xxx')).toBe(true)
    expect(Array.from(customer.name).length).toBeLessThanOrEqual(200)
    expect(Array.from(customer.street).length).toBeLessThanOrEqual(150)
    expect(customer.street).toMatch(/^Str\. Lungă Lungă .*…$/)
    expect(Array.from(customer.city).length).toBeLessThanOrEqual(50)
    expect(customer.city).toMatch(/^Cluj-Napoca oraș .*…$/)
    expect(xml).not.toContain("\u0001")
  })

  it("leaves out what a rule would reject: a buyer's VAT code without its country, a county no postal code names", async () => {
    const invoice = romanianCompanyInvoice()
    invoice.customer = {
      ...invoice.customer,
      vat_id: "41829309",
      postal: { street: "Str. Principală 5", city: "Sat Nou", postal_code: "", country_code: "RO" },
    }
    const xml = ublInvoice(invoice)
    await expectValid(xml)

    expect(party(parse(xml), "cac:AccountingCustomerParty")).toEqual({
      street: "Str. Principală 5",
      city: "Sat Nou",
      zone: null,
      subentity: null,
      country: "RO",
      vat_id: null,
      name: "Servicii IT Tei S.R.L.",
      company_id: "41829309",
    })
    // The empty postal code is no element at all.
    expect(xml.match(/<cbc:PostalZone>/g)).toHaveLength(1)
  })

  it("writes a foreign address as it is, with no county", async () => {
    const invoice = romanianCardInvoice()
    invoice.customer = czechInvoice().customer
    const xml = ublInvoice(invoice)
    await expectValid(xml)
    expect(party(parse(xml), "cac:AccountingCustomerParty")).toMatchObject({ street: "Dlouhá 5", city: "Brno", zone: "602 00", subentity: null, country: "CZ" })
  })

  it("writes a 0 % rate as zero rated (Z), as a standard rate must be above zero", async () => {
    const invoice = romanianCompanyInvoice()
    const free = { title: "Livrare gratuită", sku: null, quantity: 1, scheme: "standard" as const, vat_rate: 0, unit_net: 0, net: 0, vat: 0, total: 0 }
    invoice.lines = [invoice.lines[0], free]
    invoice.vat_rates = [
      { rate: 21, net: 454_463, vat: 95_437, total: 549_900 },
      { rate: 0, net: 0, vat: 0, total: 0 },
    ]
    invoice.total = 549_900
    const xml = ublInvoice(invoice)
    await expectValid(xml)

    const doc = parse(xml)
    expect(subtotals(doc).map((s) => [s.category, s.percent, s.taxable, s.tax])).toEqual([
      ["S", "21", "4544.63", "954.37"],
      ["Z", "0", "0.00", "0.00"],
    ])
    expect(lines(doc)[1].tax).toEqual(["Z", "0"])
  })

  it("gives the same invoice the same document every time", () => {
    expect(ublInvoice(romanianCardInvoice())).toBe(ublInvoice(romanianCardInvoice()))
    expect(ublInvoice(romanianInvoice())).toBe(ublInvoice(romanianInvoice()))
  })

  it("is checked by a validator that does validate: a required element removed, or one out of order, fails", async () => {
    const xml = ublInvoice(romanianCardInvoice())
    const withoutIssueDate = xml.replace(/\s*<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, "")
    expect(withoutIssueDate).not.toBe(xml)
    const missing = await validateUbl(withoutIssueDate)
    expect(missing.valid).toBe(false)
    expect(missing.errors.map((error) => error.message).join("\n")).toContain("IssueDate")

    // The schema's order: ID before IssueDate.
    const swapped = xml.replace(/(<cbc:ID>[^<]*<\/cbc:ID>)(\s*)(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)/, "$3$2$1")
    expect(swapped).not.toBe(xml)
    expect((await validateUbl(swapped)).valid).toBe(false)
  })
})

/** One of the two headphones of romanianInvoice() (its line 1) returned: half the line, 1 500.00 with VAT. */
function romanianReturn(): InvoiceDocument {
  const invoice = romanianInvoice()
  return creditNoteOf(invoice, { number: "ST2026000003", reason: "return", issued_on: "2026-03-20" }, [
    { ...invoice.lines[0]!, quantity: 1, unit_net: 123_967, net: 123_967, vat: 26_033, total: 150_000, corrects_line: 1 },
  ])
}

/** romanianInvoice() cancelled: both its lines, the new headphones and the second-hand phone, credited whole. */
const romanianCancellation = () =>
  creditNoteOf(romanianInvoice(), { number: "ST2026000004", reason: "cancellation", issued_on: "2026-03-20" }, creditedLines(romanianInvoice(), [1, 2]))

describe("ublDocument", () => {
  it("writes an invoice as ublInvoice does, one issued before credit notes (no kind) too", () => {
    expect(ublDocument({ ...romanianCompanyInvoice(), kind: "invoice" })).toBe(ublInvoice(romanianCompanyInvoice()))
    expect(romanianCompanyInvoice().kind).toBeUndefined()
    expect(ublDocument(romanianCompanyInvoice())).toBe(ublInvoice(romanianCompanyInvoice()))
  })

  it("writes a return of one of two pieces of a line as a CreditNote ANAF takes with standard=CN", async () => {
    const xml = ublDocument(romanianReturn())
    await expectValidCreditNote(xml)

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    const doc = parse(xml)
    expect([doc.localName, doc.namespaceURI]).toEqual(["CreditNote", CREDIT_NOTE_NAMESPACE])
    expect(text(doc, "cbc:CustomizationID")).toBe(CIUS_RO_ID)
    expect(text(doc, "cbc:ID")).toBe("ST2026000003")
    expect(text(doc, "cbc:IssueDate")).toBe("2026-03-20")
    expect(text(doc, "cbc:TaxPointDate")).toBe("2026-03-20")
    // BR-RO-020: 381 in a CreditNote; no invoice's type code, no DueDate (the schema has none).
    expect(text(doc, "cbc:CreditNoteTypeCode")).toBe("381")
    expect(has(doc, "cbc:InvoiceTypeCode")).toBe(false)
    expect(has(doc, "cbc:DueDate")).toBe(false)
    // BT-22: why the invoice is corrected, the only note (no second-hand line is credited).
    expect(all(doc, "cbc:Note").map((note) => note.textContent)).toEqual(["Motivul stornării: returnarea produselor"])
    expect(text(doc, "cbc:DocumentCurrencyCode")).toBe("RON")
    expect(text(doc, "cac:OrderReference", "cbc:ID")).toBe("77")
    // BG-3: the invoice it corrects (BT-25, BT-26).
    expect(text(doc, "cac:BillingReference", "cac:InvoiceDocumentReference", "cbc:ID")).toBe("ESR-2026-000045")
    expect(text(doc, "cac:BillingReference", "cac:InvoiceDocumentReference", "cbc:IssueDate")).toBe("2026-03-09")

    // The invoice's seller and buyer.
    const invoiceDoc = parse(ublInvoice(romanianInvoice()))
    expect(party(doc, "cac:AccountingSupplierParty")).toEqual(party(invoiceDoc, "cac:AccountingSupplierParty"))
    expect(party(doc, "cac:AccountingCustomerParty")).toEqual(party(invoiceDoc, "cac:AccountingCustomerParty"))
    // Refunded the way the order was paid (cash on delivery); BR-CO-25: payment terms, as the refund is due.
    expect(text(doc, "cac:PaymentMeans", "cbc:PaymentMeansCode")).toBe("10")
    expect(text(doc, "cac:PaymentMeans", "cbc:PaymentID")).toBe("77")
    expect(text(doc, "cac:PaymentTerms", "cbc:Note")).toBe("Suma se restituie prin aceeași modalitate prin care a fost plătită comanda.")

    // What it credits, positive: half the headphones' line.
    expect(text(doc, "cac:TaxTotal", "cbc:TaxAmount")).toBe("260.33")
    expect(subtotals(doc)).toEqual([{ taxable: "1239.67", tax: "260.33", category: "S", percent: "21", scheme: "VAT" }])
    // Nothing paid: all of it is due to the buyer.
    expect(monetaryTotal(doc)).toEqual({
      LineExtensionAmount: "1239.67",
      TaxExclusiveAmount: "1239.67",
      TaxInclusiveAmount: "1500.00",
      PayableAmount: "1500.00",
    })
    expect(has(doc, "cac:InvoiceLine")).toBe(false)
    expect(lines(doc)).toEqual([
      { id: "1", quantity: ["1", "H87"], net: "1239.67", name: "Căști Sony WH-1000XM5", sku: null, tax: ["S", "21"], price: "1239.67" },
    ])
    const amounts = Array.from(xml.matchAll(/<cbc:\w*Amount currencyID="RON">([^<]*)</g), (match) => match[1])
    expect(amounts.length).toBeGreaterThan(8)
    amounts.forEach((amount) => expect(cents(amount)).toBeGreaterThan(0))
  })

  it("writes the cancellation of second-hand and new goods as a CreditNote under the margin scheme", async () => {
    const xml = ublDocument(romanianCancellation())
    await expectValidCreditNote(xml)

    const doc = parse(xml)
    expect([doc.localName, doc.namespaceURI]).toEqual(["CreditNote", CREDIT_NOTE_NAMESPACE])
    expect(text(doc, "cbc:ID")).toBe("ST2026000004")
    expect(text(doc, "cbc:CreditNoteTypeCode")).toBe("381")
    // The reason, then the second-hand scheme's mention, as on the invoice.
    expect(all(doc, "cbc:Note").map((note) => note.textContent)).toEqual([
      "Motivul stornării: anularea comenzii",
      "Bunurile second-hand sunt vândute în regimul special pentru bunuri second-hand (art. 312 Cod fiscal); TVA nu se menționează.",
    ])
    expect(text(doc, "cac:BillingReference", "cac:InvoiceDocumentReference", "cbc:ID")).toBe("ESR-2026-000045")
    expect(text(doc, "cac:BillingReference", "cac:InvoiceDocumentReference", "cbc:IssueDate")).toBe("2026-03-09")
    expect(text(doc, "cac:PaymentTerms", "cbc:Note")).toBe("Suma se restituie prin aceeași modalitate prin care a fost plătită comanda.")

    // The invoice's breakdown and totals, all of it credited.
    const invoiceDoc = parse(ublInvoice(romanianInvoice()))
    expect(text(doc, "cac:TaxTotal", "cbc:TaxAmount")).toBe("520.66")
    expect(subtotals(doc)).toEqual(subtotals(invoiceDoc))
    expect(subtotals(doc)[1]).toMatchObject({ taxable: "2500.00", tax: "0.00", category: "E", reasonCode: "VATEX-EU-F" })
    expect(monetaryTotal(doc)).toEqual({
      LineExtensionAmount: "4979.34",
      TaxExclusiveAmount: "4979.34",
      TaxInclusiveAmount: "5500.00",
      PayableAmount: "5500.00",
    })
    // BR-CO-15: without VAT + VAT = with VAT.
    expect(cents(monetaryTotal(doc).TaxExclusiveAmount) + cents(text(doc, "cac:TaxTotal", "cbc:TaxAmount"))).toBe(romanianCancellation().total)

    expect(lines(doc)).toEqual([
      { id: "1", quantity: ["2", "H87"], net: "2479.34", name: "Căști Sony WH-1000XM5", sku: null, tax: ["S", "21"], price: "1239.67" },
      { id: "2", quantity: ["1", "H87"], net: "2500.00", name: "iPhone 13 128 GB, second-hand", sku: "APL-IP14-128-B", tax: ["E", "0"], price: "2500.00" },
    ])
    const [newLine, usedLine] = children(doc, "cac:CreditNoteLine")
    expect(has(newLine, "cbc:Note")).toBe(false)
    expect(text(usedLine, "cbc:Note")).toBe("regimul special – bunuri second-hand")
  })

  it("leaves the shop's account out of a credit note paid by bank transfer: the refund goes to the buyer", async () => {
    const invoice = romanianCompanyInvoice()
    // 121.00 RON with VAT off the laptop (line 1).
    // Printed on the invoice; a credit note leaves it out even where its document carries it.
    const note = {
      ...creditNoteOf(invoice, { number: "ST2026000005", reason: "price_correction", issued_on: "2026-03-20" }, [
        { ...invoice.lines[0]!, unit_net: 10_000, net: 10_000, vat: 2_100, total: 12_100, corrects_line: 1 },
      ]),
      bank_account: invoice.bank_account,
    }
    const xml = ublDocument(note)
    await expectValidCreditNote(xml)

    const doc = parse(xml)
    expect(all(doc, "cbc:Note").map((n) => n.textContent)).toEqual(["Motivul stornării: reducerea prețului"])
    expect(text(doc, "cac:PaymentMeans", "cbc:PaymentMeansCode")).toBe("42")
    expect(has(doc, "cac:PaymentMeans", "cac:PayeeFinancialAccount")).toBe(false)
    expect(monetaryTotal(doc)).toMatchObject({ TaxInclusiveAmount: "121.00", PayableAmount: "121.00" })
  })
})

describe("limit", () => {
  it("collapses whitespace and cuts to the limit in characters, ending with an ellipsis", () => {
    expect(limit("  Str.\tLipscani \n 1 ", 150)).toBe("Str. Lipscani 1")
    expect(limit("abcdef", 6)).toBe("abcdef")
    expect(limit("abcdefg", 6)).toBe("abcde…")
    expect(limit("abcd efg", 6)).toBe("abcd…")
    // Characters, not UTF-16 units: an emoji is one.
    expect(limit("ăîșț😀x", 6)).toBe("ăîșț😀x")
  })
})
