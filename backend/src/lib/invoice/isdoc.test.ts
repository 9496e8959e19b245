import type { InvoiceDocument } from "@electroshop/contracts/invoice"
import { describe, expect, it } from "vitest"
import { validateIsdoc } from "../../../integration-tests/helpers/isdoc"
import { parseXml, xmlReader, type XmlElement } from "../../../integration-tests/helpers/xml-dom"
import { creditedLines, creditNoteOf, czechCompanyInvoice, czechInvoice, romanianInvoice } from "../../../integration-tests/helpers/invoice-samples"
import { decimal, isdocUuid, isdocXml, splitStreet } from "./isdoc"

async function expectValid(xml: string) {
  const result = await validateIsdoc(xml)
  expect(result.valid, result.errors.map((error) => error.rawMessage).join("\n")).toBe(true)
  expect(result.errors).toEqual([])
}

// The document read back through xmlbuilder2's DOM: elements by their local name, each checked to be in
// ISDOC's namespace.
const ISDOC_NAMESPACE = "http://isdoc.cz/namespace/2013"
const { at, all, text, has } = xmlReader((localName) => ({ namespace: ISDOC_NAMESPACE, localName }))
const parse = parseXml

type LineAmounts = { quantity: string; net: string; total: string; vat: string; unit: string; unitWithVat: string; percent: string; vatApplicable: string }

function lineAmounts(line: XmlElement): LineAmounts {
  return {
    quantity: text(line, "InvoicedQuantity"),
    net: text(line, "LineExtensionAmount"),
    total: text(line, "LineExtensionAmountTaxInclusive"),
    vat: text(line, "LineExtensionTaxAmount"),
    unit: text(line, "UnitPrice"),
    unitWithVat: text(line, "UnitPriceTaxInclusive"),
    percent: text(line, "ClassifiedTaxCategory", "Percent"),
    vatApplicable: text(line, "ClassifiedTaxCategory", "VATApplicable"),
  }
}

function subTotal(node: XmlElement) {
  return {
    taxable: text(node, "TaxableAmount"),
    tax: text(node, "TaxAmount"),
    inclusive: text(node, "TaxInclusiveAmount"),
    claimed: [text(node, "AlreadyClaimedTaxableAmount"), text(node, "AlreadyClaimedTaxAmount"), text(node, "AlreadyClaimedTaxInclusiveAmount")],
    difference: [text(node, "DifferenceTaxableAmount"), text(node, "DifferenceTaxAmount"), text(node, "DifferenceTaxInclusiveAmount")],
    percent: text(node, "TaxCategory", "Percent"),
    vatApplicable: text(node, "TaxCategory", "VATApplicable"),
  }
}

function monetaryTotal(invoice: XmlElement) {
  const total = at(invoice, "LegalMonetaryTotal")
  return Object.fromEntries(
    [
      "TaxExclusiveAmount",
      "TaxInclusiveAmount",
      "AlreadyClaimedTaxExclusiveAmount",
      "AlreadyClaimedTaxInclusiveAmount",
      "DifferenceTaxExclusiveAmount",
      "DifferenceTaxInclusiveAmount",
      "PaidDepositsAmount",
      "PayableAmount",
    ].map((name) => [name, text(total, name)]),
  )
}

function party(invoice: XmlElement, role: "AccountingSupplierParty" | "AccountingCustomerParty") {
  const node = at(invoice, role, "Party")
  const address = at(node, "PostalAddress")
  return {
    id: text(node, "PartyIdentification", "ID"),
    name: text(node, "PartyName", "Name"),
    street: text(address, "StreetName"),
    building: text(address, "BuildingNumber"),
    city: text(address, "CityName"),
    zone: text(address, "PostalZone"),
    country: [text(address, "Country", "IdentificationCode"), text(address, "Country", "Name")],
    vat_id: has(node, "PartyTaxScheme") ? [text(node, "PartyTaxScheme", "CompanyID"), text(node, "PartyTaxScheme", "TaxScheme")] : null,
  }
}

/**
 * The credit note of a return of part of czechInvoice(): the customer sends the used phone (the invoice's
 * line 2) back and is refunded its shipping (line 3) with it; the new phone (line 1) stays sold.
 */
const czechReturnCreditNote = () =>
  creditNoteOf(czechInvoice(), { number: "OD2026000007", reason: "return", issued_on: "2026-12-15" }, creditedLines(czechInvoice(), [2, 3]))

describe("isdocXml", () => {
  it("writes a Czech invoice to a consumer, paid by card, with a second-hand line, valid against the ISDOC 6.0.2 schema", async () => {
    const invoice = czechInvoice()
    const xml = isdocXml(invoice)
    await expectValid(xml)

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    const doc = parse(xml)
    expect([doc.localName, doc.namespaceURI, doc.getAttribute("version")]).toEqual(["Invoice", ISDOC_NAMESPACE, "6.0.2"])
    expect(text(doc, "DocumentType")).toBe("1")
    expect(text(doc, "ID")).toBe("FV2026000123")
    expect(text(doc, "UUID")).toBe(isdocUuid("FV2026000123"))
    expect(text(doc, "IssueDate")).toBe("2026-12-04")
    expect(text(doc, "TaxPointDate")).toBe("2026-12-03")
    expect(text(doc, "VATApplicable")).toBe("true")
    expect(text(doc, "ElectronicPossibilityAgreementReference")).toBe("")
    expect(text(doc, "Note")).toContain("§ 90 zákona o DPH")
    expect(at(doc, "Note").getAttribute("languageID")).toBe("cs")
    expect(text(doc, "LocalCurrencyCode")).toBe("CZK")
    expect([text(doc, "CurrRate"), text(doc, "RefCurrRate")]).toEqual(["1", "1"])
    expect(has(doc, "ForeignCurrencyCode")).toBe(false)

    expect(party(doc, "AccountingSupplierParty")).toEqual({
      id: "27074358",
      name: "ElectroShop s.r.o.",
      street: "Václavské náměstí",
      building: "1",
      city: "Praha 1",
      zone: "110 00",
      country: ["CZ", "Česká republika"],
      vat_id: ["CZ27074358", "VAT"],
    })
    // A consumer: an AccountingCustomerParty with an empty IČ and no DIČ, not the simplified document's anonymous one.
    expect(has(doc, "AnonymousCustomerParty")).toBe(false)
    expect(party(doc, "AccountingCustomerParty")).toEqual({
      id: "",
      name: "Jiří Řezníček",
      street: "Dlouhá",
      building: "5",
      city: "Brno",
      zone: "602 00",
      country: ["CZ", "Česká republika"],
      vat_id: null,
    })
    expect(text(doc, "OrderReferences", "OrderReference", "SalesOrderID")).toBe("1042")

    const lines = all(doc, "InvoiceLines", "InvoiceLine")
    expect(lines.map((line) => text(line, "ID"))).toEqual(["1", "2", "3"])
    expect(at(lines[0], "InvoicedQuantity").getAttribute("unitCode")).toBe("C62")
    expect(lines.map(lineAmounts)).toEqual([
      { quantity: "1", net: "10735.54", total: "12990.00", vat: "2254.46", unit: "10735.54", unitWithVat: "12990.00", percent: "21", vatApplicable: "true" },
      { quantity: "1", net: "8990.00", total: "8990.00", vat: "0.00", unit: "8990.00", unitWithVat: "8990.00", percent: "0", vatApplicable: "false" },
      { quantity: "1", net: "65.29", total: "79.00", vat: "13.71", unit: "65.29", unitWithVat: "79.00", percent: "21", vatApplicable: "true" },
    ])
    lines.forEach((line) => expect(text(line, "ClassifiedTaxCategory", "VATCalculationMethod")).toBe("1"))
    expect(text(lines[0], "Item", "Description")).toBe("Samsung Galaxy S25 256 GB")
    expect(text(lines[0], "Item", "SellersItemIdentification", "ID")).toBe("SAM-S25-256")
    expect(text(lines[1], "Note")).toBe("zvláštní režim – použité zboží")
    expect(text(lines[1], "VATNote")).toBe("§ 90 zákona o DPH")
    expect(has(lines[0], "Note")).toBe(false)
    // No SKU, no seller's identification.
    expect(has(at(lines[2], "Item"), "SellersItemIdentification")).toBe(false)

    const subTotals = all(doc, "TaxTotal", "TaxSubTotal").map(subTotal)
    expect(subTotals).toEqual([
      {
        taxable: "10800.84",
        tax: "2268.16",
        inclusive: "13069.00",
        claimed: ["0.00", "0.00", "0.00"],
        difference: ["10800.84", "2268.16", "13069.00"],
        percent: "21",
        vatApplicable: "true",
      },
      {
        taxable: "8990.00",
        tax: "0.00",
        inclusive: "8990.00",
        claimed: ["0.00", "0.00", "0.00"],
        difference: ["8990.00", "0.00", "8990.00"],
        percent: "0",
        vatApplicable: "false",
      },
    ])
    expect(text(doc, "TaxTotal", "TaxAmount")).toBe("2268.16")

    expect(monetaryTotal(doc)).toEqual({
      TaxExclusiveAmount: "19790.84",
      TaxInclusiveAmount: "22059.00",
      AlreadyClaimedTaxExclusiveAmount: "0.00",
      AlreadyClaimedTaxInclusiveAmount: "0.00",
      DifferenceTaxExclusiveAmount: "19790.84",
      DifferenceTaxInclusiveAmount: "22059.00",
      // Paid by card before it was issued: nothing left to pay.
      PaidDepositsAmount: "22059.00",
      PayableAmount: "0.00",
    })
    expect(has(doc, "PaymentMeans")).toBe(false)
  })

  it("writes a Czech invoice to a company, not paid yet, with its IČO and DIČ", async () => {
    const xml = isdocXml(czechCompanyInvoice())
    await expectValid(xml)

    const doc = parse(xml)
    expect(text(doc, "ID")).toBe("FV2026000124")
    expect(party(doc, "AccountingCustomerParty")).toEqual({
      id: "25601741",
      name: "Servis Vinohrady s.r.o.",
      street: "Vinohradská",
      building: "1234/12",
      city: "Praha 2",
      zone: "120 00",
      country: ["CZ", "Česká republika"],
      vat_id: ["CZ25601741", "VAT"],
    })
    // No second-hand line: no scheme note, one rate in the recapitulation.
    expect(has(doc, "Note")).toBe(false)
    expect(all(doc, "InvoiceLines", "InvoiceLine").map((line) => text(line, "LineExtensionAmountTaxInclusive"))).toEqual(["12990.00", "79.00"])
    expect(all(doc, "TaxTotal", "TaxSubTotal").map((node) => subTotal(node).inclusive)).toEqual(["13069.00"])
    expect(monetaryTotal(doc)).toMatchObject({
      TaxExclusiveAmount: "10800.84",
      TaxInclusiveAmount: "13069.00",
      DifferenceTaxInclusiveAmount: "13069.00",
      PaidDepositsAmount: "0.00",
      PayableAmount: "13069.00",
    })
    expect(text(doc, "OrderReferences", "OrderReference", "SalesOrderID")).toBe("1043")
  })

  it("writes a Romanian invoice in RON, cash on delivery, with its notes in Romanian", async () => {
    const xml = isdocXml(romanianInvoice())
    await expectValid(xml)

    const doc = parse(xml)
    expect(text(doc, "ID")).toBe("ESR-2026-000045")
    expect([text(doc, "IssueDate"), text(doc, "TaxPointDate")]).toEqual(["2026-03-09", "2026-03-09"])
    expect(text(doc, "LocalCurrencyCode")).toBe("RON")
    expect(at(doc, "Note").getAttribute("languageID")).toBe("ro")
    expect(text(doc, "Note")).toContain("art. 312 Cod fiscal")
    expect(party(doc, "AccountingSupplierParty")).toEqual({
      id: "12345674",
      name: "ElectroShop S.R.L.",
      street: "Str. Lipscani",
      building: "1",
      city: "București",
      zone: "030031",
      country: ["RO", "România"],
      vat_id: ["RO12345674", "VAT"],
    })
    expect(party(doc, "AccountingCustomerParty")).toMatchObject({ id: "", name: "Ștefan Țurcanu", street: "Bd. Ștefan cel Mare", building: "12", city: "Iași" })

    const lines = all(doc, "InvoiceLines", "InvoiceLine")
    expect(lines.map(lineAmounts)).toEqual([
      // Two pieces: the unit prices are one piece's.
      { quantity: "2", net: "2479.34", total: "3000.00", vat: "520.66", unit: "1239.67", unitWithVat: "1500.00", percent: "21", vatApplicable: "true" },
      { quantity: "1", net: "2500.00", total: "2500.00", vat: "0.00", unit: "2500.00", unitWithVat: "2500.00", percent: "0", vatApplicable: "false" },
    ])
    expect(text(lines[1], "Note")).toBe("regimul special – bunuri second-hand")
    expect(text(lines[1], "VATNote")).toBe("art. 312 Cod fiscal")
    expect(all(doc, "TaxTotal", "TaxSubTotal").map((node) => [subTotal(node).taxable, subTotal(node).tax, subTotal(node).percent])).toEqual([
      ["2479.34", "520.66", "21"],
      ["2500.00", "0.00", "0"],
    ])
    expect(text(doc, "TaxTotal", "TaxAmount")).toBe("520.66")
    expect(monetaryTotal(doc)).toEqual({
      TaxExclusiveAmount: "4979.34",
      TaxInclusiveAmount: "5500.00",
      AlreadyClaimedTaxExclusiveAmount: "0.00",
      AlreadyClaimedTaxInclusiveAmount: "0.00",
      DifferenceTaxExclusiveAmount: "4979.34",
      DifferenceTaxInclusiveAmount: "5500.00",
      PaidDepositsAmount: "0.00",
      PayableAmount: "5500.00",
    })
  })

  it("keeps the LegalMonetaryTotal the sum of the TaxSubTotals, as ISDOC's rules require", () => {
    const cents = (amount: string) => Math.round(Number(amount) * 100)
    for (const invoice of [czechInvoice(), czechCompanyInvoice(), romanianInvoice()]) {
      const doc = parse(isdocXml(invoice))
      const subTotals = all(doc, "TaxTotal", "TaxSubTotal").map(subTotal)
      const sum = (pick: (s: ReturnType<typeof subTotal>) => string) => subTotals.reduce((total, s) => total + cents(pick(s)), 0)
      const totals = monetaryTotal(doc)
      expect(cents(totals.TaxExclusiveAmount)).toBe(sum((s) => s.taxable))
      expect(cents(totals.TaxInclusiveAmount)).toBe(sum((s) => s.inclusive))
      expect(cents(text(doc, "TaxTotal", "TaxAmount"))).toBe(sum((s) => s.tax))
      expect(cents(totals.DifferenceTaxInclusiveAmount) - cents(totals.PaidDepositsAmount)).toBe(cents(totals.PayableAmount))
    }
  })

  it("gives the same invoice the same UUID every time, another invoice another", () => {
    const first = text(parse(isdocXml(czechInvoice())), "UUID")
    const again = text(parse(isdocXml(czechInvoice())), "UUID")
    expect(again).toBe(first)
    // The pattern of UUIDType, laid out as a version-5 UUID of the RFC 4122 variant.
    expect(first).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/)
    expect(text(parse(isdocXml(czechCompanyInvoice())), "UUID")).not.toBe(first)
    expect(isdocXml(czechInvoice())).toBe(isdocXml(czechInvoice()))
  })

  it("stays valid with an unknown country, a street without a number and text XML must escape", async () => {
    const invoice: InvoiceDocument = czechInvoice()
    invoice.customer = {
      ...invoice.customer,
      name: 'Tom & Jerry <"s.r.o.">',
      postal: { street: "Hlavní", city: "Horní Dolní", postal_code: "", country_code: "" },
    }
    invoice.lines[0] = { ...invoice.lines[0], title: "Kabel USB-C <1 m> & redukce" }
    const xml = isdocXml(invoice)
    await expectValid(xml)

    const doc = parse(xml)
    expect(party(doc, "AccountingCustomerParty")).toMatchObject({ name: 'Tom & Jerry <"s.r.o.">', street: "Hlavní", building: "", zone: "", country: ["", ""] })
    expect(text(all(doc, "InvoiceLines", "InvoiceLine")[0], "Item", "Description")).toBe("Kabel USB-C <1 m> & redukce")
  })

  it("writes a Czech credit note for a return of part of an invoice as a dobropis referencing the invoice and its lines", async () => {
    const xml = isdocXml(czechReturnCreditNote())
    await expectValid(xml)

    const doc = parse(xml)
    expect(text(doc, "DocumentType")).toBe("2")
    expect(text(doc, "ID")).toBe("OD2026000007")
    expect(text(doc, "UUID")).toBe(isdocUuid("OD2026000007"))
    expect(text(doc, "IssueDate")).toBe("2026-12-15")
    // A dobropis's tax point is the day its recipient receives it: the rules leave TaxPointDate out.
    expect(has(doc, "TaxPointDate")).toBe(false)
    // One Note: the reason for the correction, then the second-hand scheme's mention.
    const [reason, secondHand, ...more] = text(doc, "Note").split("\n")
    expect(reason).toBe("Důvod opravy: vrácení zboží")
    expect(secondHand).toContain("§ 90 zákona o DPH")
    expect(more).toEqual([])
    expect(at(doc, "Note").getAttribute("languageID")).toBe("cs")

    const original = all(doc, "OriginalDocumentReferences", "OriginalDocumentReference")
    expect(original).toHaveLength(1)
    expect(original[0].getAttribute("id")).toBe("FV2026000123")
    expect([text(original[0], "ID"), text(original[0], "IssueDate"), text(original[0], "UUID")]).toEqual([
      "FV2026000123",
      "2026-12-04",
      isdocUuid("FV2026000123"),
    ])
    // The UUID the invoice's own ISDOC has, which the receiver matches the invoice by.
    expect(text(original[0], "UUID")).toBe(text(parse(isdocXml(czechInvoice())), "UUID"))

    // The credit note's own line IDs; each line points to the invoice and the invoice's line it credits.
    const lines = all(doc, "InvoiceLines", "InvoiceLine")
    expect(lines.map((line) => text(line, "ID"))).toEqual(["1", "2"])
    expect(lines.map((line) => at(line, "OriginalDocumentReference").getAttribute("ref"))).toEqual(["FV2026000123", "FV2026000123"])
    expect(lines.map((line) => text(line, "OriginalDocumentReference", "LineID"))).toEqual(["2", "3"])
    // What it credits, in positive amounts, as the rules want a dobropis.
    expect(lines.map(lineAmounts)).toEqual([
      { quantity: "1", net: "8990.00", total: "8990.00", vat: "0.00", unit: "8990.00", unitWithVat: "8990.00", percent: "0", vatApplicable: "false" },
      { quantity: "1", net: "65.29", total: "79.00", vat: "13.71", unit: "65.29", unitWithVat: "79.00", percent: "21", vatApplicable: "true" },
    ])
    expect(text(lines[0], "Item", "Description")).toBe("iPhone 14 128 GB, použitý – stav B")

    expect(all(doc, "TaxTotal", "TaxSubTotal").map(subTotal)).toEqual([
      {
        taxable: "65.29",
        tax: "13.71",
        inclusive: "79.00",
        claimed: ["0.00", "0.00", "0.00"],
        difference: ["65.29", "13.71", "79.00"],
        percent: "21",
        vatApplicable: "true",
      },
      {
        taxable: "8990.00",
        tax: "0.00",
        inclusive: "8990.00",
        claimed: ["0.00", "0.00", "0.00"],
        difference: ["8990.00", "0.00", "8990.00"],
        percent: "0",
        vatApplicable: "false",
      },
    ])
    expect(text(doc, "TaxTotal", "TaxAmount")).toBe("13.71")
    // Not refunded yet when issued: the whole total is payable (to the customer), no payment means.
    expect(monetaryTotal(doc)).toEqual({
      TaxExclusiveAmount: "9055.29",
      TaxInclusiveAmount: "9069.00",
      AlreadyClaimedTaxExclusiveAmount: "0.00",
      AlreadyClaimedTaxInclusiveAmount: "0.00",
      DifferenceTaxExclusiveAmount: "9055.29",
      DifferenceTaxInclusiveAmount: "9069.00",
      PaidDepositsAmount: "0.00",
      PayableAmount: "9069.00",
    })
    expect(has(doc, "PaymentMeans")).toBe(false)
    expect(text(doc, "OrderReferences", "OrderReference", "SalesOrderID")).toBe("1042")
  })

  it("refuses a credit note that names no invoice, which ISDOC requires of a dobropis", () => {
    expect(() => isdocXml({ ...czechReturnCreditNote(), corrects: null })).toThrow("OD2026000007")
  })

  it("is checked by a validator that does validate: a required element removed fails", async () => {
    const xml = isdocXml(czechInvoice())
    const withoutIssueDate = xml.replace(/\s*<IssueDate>[^<]*<\/IssueDate>/, "")
    expect(withoutIssueDate).not.toBe(xml)

    const result = await validateIsdoc(withoutIssueDate)
    expect(result.valid).toBe(false)
    expect(result.errors.map((error) => error.message).join("\n")).toContain("IssueDate")
  })
})

describe("ISDOC helpers", () => {
  it("writes minor units as decimals with two places, in integer arithmetic", () => {
    expect(decimal(1_299_000)).toBe("12990.00")
    expect(decimal(6_529)).toBe("65.29")
    expect(decimal(5)).toBe("0.05")
    expect(decimal(0)).toBe("0.00")
    expect(decimal(-1_371)).toBe("-13.71")
    expect(decimal(900_719_925_474_099)).toBe("9007199254740.99")
    expect(() => decimal(12.5)).toThrow(TypeError)
  })

  it("splits the house number off a street", () => {
    expect(splitStreet("Vinohradská 1234/12")).toEqual({ name: "Vinohradská", number: "1234/12" })
    expect(splitStreet("Václavské náměstí 1")).toEqual({ name: "Václavské náměstí", number: "1" })
    expect(splitStreet("28. října 15a")).toEqual({ name: "28. října", number: "15a" })
    expect(splitStreet("Str. Lipscani nr. 1")).toEqual({ name: "Str. Lipscani", number: "1" })
    expect(splitStreet("Str. Lipscani, nr. 1")).toEqual({ name: "Str. Lipscani", number: "1" })
    expect(splitStreet("Hlavní")).toEqual({ name: "Hlavní", number: "" })
    expect(splitStreet("Vinohradská 1234/12, byt 5")).toEqual({ name: "Vinohradská 1234/12, byt 5", number: "" })
  })
})
