import { createHash } from "node:crypto"
import type { InvoiceDocument, InvoiceLine, InvoiceParty, InvoicePostalAddress } from "@electroshop/contracts/invoice"
import type { ShopLocale } from "@electroshop/domain/variant"
import { create } from "xmlbuilder2"
import { documentLocale, hasSecondHand, INVOICE_TEXTS, isCreditNote, SECOND_HAND_LAW } from "./invoice-texts"

// An issued invoice or credit note as ISDOC 6.0.2, the XML invoice Czech accounting software imports. Element names,
// their order and which are required follow backend/schemas/isdoc-6.0.2 (isdoc-invoice-6.0.2.xsd and
// isdoc-core-6.0.2.xsd); the tests validate every document against them. "Rules" below are the standard's
// business rules, which no XSD can check (https://github.com/isdoc/schema, doc/pravidla-6.0.2.xml).

type Xml = ReturnType<typeof create>

/** The invoice a credit note corrects. */
type Corrected = NonNullable<InvoiceDocument["corrects"]>

const ISDOC_NAMESPACE = "http://isdoc.cz/namespace/2013"
const ISDOC_VERSION = "6.0.2"

/** IssuingSystem: "identification of issuing system"; the rules ask every producer to name itself. */
const ISSUING_SYSTEM = "ElectroShop"

/** DocumentTypeType 1: "Faktura - daňový doklad" (invoice). */
const DOCUMENT_TYPE_INVOICE = "1"

/** DocumentTypeType 2: "Opravný daňový doklad (dobropis)" (credit note). */
const DOCUMENT_TYPE_CREDIT_NOTE = "2"

/** VATCalculationMethodType 1: "Shora" (from the top): the VAT is computed from the total with VAT, by the coefficient (Czech VAT Act §37(2)), as invoiceLine() does. */
const VAT_FROM_THE_TOP = "1"

/**
 * InvoicedQuantity/@unitCode is free text in the XSD ("Jednotka"/"Unit", no code list): pieces as UN/ECE
 * Recommendation 20 names them ("C62", one), the same in any language.
 */
const UNIT_CODE = "C62"

/** Country/Name ("Název země") in the country's own language; a country the shop has no name for keeps its code. */
const COUNTRY_NAMES: Record<string, string> = { CZ: "Česká republika", RO: "România" }

/**
 * The invoice or credit note as an ISDOC 6.0.2 document (UTF-8 XML). The same document always gives the
 * same XML. A credit note's amounts stay positive, as the rules want a dobropis (DocumentType 2): its type
 * says they are taken off the invoice it references.
 */
export function isdocXml(invoice: InvoiceDocument): string {
  const locale = documentLocale(invoice)
  const corrected = correctedInvoice(invoice)
  // A character XML 1.0 cannot carry (a control character pasted into a name) is dropped, not a failed export.
  const root = create({ version: "1.0", encoding: "UTF-8", invalidCharReplacement: "" }).ele(ISDOC_NAMESPACE, "Invoice", { version: ISDOC_VERSION })
  header(root, invoice, corrected, locale)
  party(root.ele("AccountingSupplierParty"), invoice.supplier)
  customerParty(root, invoice.customer)
  orderReferences(root, invoice)
  if (corrected) originalDocumentReferences(root, corrected)
  invoiceLines(root.ele("InvoiceLines"), invoice, corrected, locale)
  taxTotal(root.ele("TaxTotal"), invoice)
  legalMonetaryTotal(root.ele("LegalMonetaryTotal"), invoice)
  // PaymentMeans is left out: the rules read a missing PaymentMeans as "nothing to pay to a bank account",
  // which is what a paid invoice or one paid on delivery means, and a credit note, refunded the way the order
  // was paid. One still to be paid by transfer would need Details' money-transfer branch with the shop's
  // account (bank_account) and its bank's BIC, which the issued invoice does not hold: not written yet. The
  // order's number, the variable symbol, is in OrderReferences.
  return root.end({ prettyPrint: true })
}

/**
 * A GUID (UUIDType) made from the invoice's number: SHA-1 of "electroshop-invoice:" + number, laid out as
 * an RFC 4122 version-5 UUID, upper case. The same invoice exported twice keeps its UUID, which receivers
 * match re-sent documents by (the rules: a repeated UUID is the same document, its case aside).
 */
export function isdocUuid(number: string): string {
  const bytes = createHash("sha1").update(`electroshop-invoice:${number}`, "utf8").digest().subarray(0, 16)
  bytes[6] = (bytes[6] & 0x0f) | 0x50 // version 5
  bytes[8] = (bytes[8] & 0x3f) | 0x80 // the RFC 4122 variant
  const hex = bytes.toString("hex").toUpperCase()
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Minor units (haléře, bani) as an AmountType decimal with two places ("12990.00"), in integer arithmetic. */
export function decimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new TypeError(`Not an amount in minor units: ${minor}`)
  const abs = Math.abs(minor)
  const cents = abs % 100
  return `${minor < 0 ? "-" : ""}${(abs - cents) / 100}.${String(cents).padStart(2, "0")}`
}

/**
 * A street as PostalAddress wants it, StreetName and BuildingNumber ("Číslo popisné/orientační"): the
 * trailing house number ("1234/12", "12a", Romanian "nr. 12") split off. Without one the whole street is
 * the name and BuildingNumber stays empty (the XSD requires the element but allows an empty string). The
 * name holds no comma: after one comes the address's second line ("…, byt 5"), whose number is no house's.
 */
export function splitStreet(street: string): { name: string; number: string } {
  const match = /^([^,]+?),?\s+(?:nr\.?\s*)?(\d+[a-z]?(?:\/\d+[a-z]?)?)$/i.exec(street.trim())
  return match ? { name: match[1], number: match[2] } : { name: street.trim(), number: "" }
}

/** The VAT of the invoice: the rates' sum (the recapitulation's, which prevails over the lines' by the rules). */
const vatTotal = (invoice: InvoiceDocument) => invoice.vat_rates.reduce((sum, rate) => sum + rate.vat, 0)

/** An element with text only. */
function leaf(parent: Xml, name: string, text: string): void {
  parent.ele(name).txt(text)
}

/**
 * The invoice a credit note corrects, null for an invoice. The rules (invoice-rule-1) require a DocumentType 2
 * to reference its original document, so a credit note naming none cannot be written.
 */
function correctedInvoice(invoice: InvoiceDocument): Corrected | null {
  if (!isCreditNote(invoice)) return null
  if (!invoice.corrects) throw new Error(`Credit note ${invoice.number} names no invoice it corrects`)
  return invoice.corrects
}

/** A NoteType element, its language named (languageID). */
function note(parent: Xml, name: string, text: string, locale: ShopLocale): void {
  parent.ele(name, { languageID: locale }).txt(text)
}

/** The header, in the XSD's order from DocumentType to RefCurrRate. */
function header(root: Xml, invoice: InvoiceDocument, corrected: Corrected | null, locale: ShopLocale): void {
  leaf(root, "DocumentType", corrected ? DOCUMENT_TYPE_CREDIT_NOTE : DOCUMENT_TYPE_INVOICE)
  leaf(root, "ID", invoice.number)
  leaf(root, "UUID", isdocUuid(invoice.number))
  leaf(root, "IssuingSystem", ISSUING_SYSTEM)
  leaf(root, "IssueDate", invoice.issued_on)
  // "Datum zdanitelného plnění": the day the goods were handed over. Not on a credit note: the rules leave it
  // out of a dobropis, whose tax point is by law the day its recipient receives it, unknown when it is issued.
  if (!corrected) leaf(root, "TaxPointDate", invoice.supply_on)
  // "Je předmětem DPH": the shop is a VAT payer and this is a tax document.
  leaf(root, "VATApplicable", "true")
  // Required, but names "the document by which the recipient agreed to electronic invoices": the shop holds
  // no such document of its own to cite, so the element stays empty (ISDOC's own samples leave it so).
  leaf(root, "ElectronicPossibilityAgreementReference", "")
  headerNote(root, invoice, corrected, locale)
  // Invoices are in the shop's own currency: no ForeignCurrencyCode, so both rates are 1 (the rules).
  leaf(root, "LocalCurrencyCode", invoice.currency_code.toUpperCase())
  leaf(root, "CurrRate", "1")
  leaf(root, "RefCurrRate", "1")
}

/**
 * The header's one Note (the XSD allows no second): a credit note's reason for the correction (Czech VAT Act
 * §45), then the second-hand scheme's mention when a line is sold under it, each on a line of its own.
 */
function headerNote(root: Xml, invoice: InvoiceDocument, corrected: Corrected | null, locale: ShopLocale): void {
  const texts = INVOICE_TEXTS[locale]
  const lines: string[] = []
  if (corrected) lines.push(`${texts.credit_note.reason}: ${texts.credit_note.reasons[corrected.reason]}`)
  if (hasSecondHand(invoice)) lines.push(texts.second_hand_note)
  if (lines.length) note(root, "Note", lines.join("\n"), locale)
}

/** A PartyType: identification, name, postal address, the VAT number when there is one. */
function party(parent: Xml, subject: InvoiceParty): void {
  const party = parent.ele("Party")
  // PartyIdentification/ID is required and documented as the IČ (CUI in Romania); a consumer has none,
  // so theirs is empty, which the XSD allows (IDType is any string).
  party
    .ele("PartyIdentification")
    .ele("ID")
    .txt(subject.company_id ?? "")
  party.ele("PartyName").ele("Name").txt(subject.name)
  postalAddress(party.ele("PostalAddress"), subject.postal)
  if (subject.vat_id) {
    // "DIČ"; TaxScheme VAT, as the XSD documents it for the Czech DIČ.
    const tax = party.ele("PartyTaxScheme")
    leaf(tax, "CompanyID", subject.vat_id)
    leaf(tax, "TaxScheme", "VAT")
  }
}

/**
 * The customer, a company or a person, always as AccountingCustomerParty. The XSD's other choice,
 * AnonymousCustomerParty, is documented as the "anonymous receiver of a simplified tax document"
 * (DocumentType 7); this is a full invoice naming its buyer (Czech VAT Act §29(1)(b)).
 */
function customerParty(root: Xml, customer: InvoiceParty): void {
  party(root.ele("AccountingCustomerParty"), customer)
}

function postalAddress(parent: Xml, postal: InvoicePostalAddress): void {
  const street = splitStreet(postal.street)
  leaf(parent, "StreetName", street.name)
  leaf(parent, "BuildingNumber", street.number)
  leaf(parent, "CityName", postal.city)
  // "PSČ" as written ("110 00"): PostalZoneType is any string.
  leaf(parent, "PostalZone", postal.postal_code)
  const code = postal.country_code.toUpperCase()
  const country = parent.ele("Country")
  // "Kód země podle ISO 3166"; both elements are required, so an unknown country is two empty ones.
  leaf(country, "IdentificationCode", code)
  leaf(country, "Name", COUNTRY_NAMES[code] ?? code)
}

/**
 * The order the invoice bills: SalesOrderID, "private identifier of purchase order received at supplier".
 * Its number is the variable symbol the printed invoice shows, and the rules want every order link exported.
 */
function orderReferences(root: Xml, invoice: InvoiceDocument): void {
  root.ele("OrderReferences").ele("OrderReference").ele("SalesOrderID").txt(String(invoice.order_display_id))
}

/**
 * The invoice a credit note corrects: its number, issue date and UUID (the one isdocXml gave it, which the
 * receiver matches it by). Its id is what the lines' references point to (the XSD's keyref).
 */
function originalDocumentReferences(root: Xml, corrected: Corrected): void {
  const reference = root.ele("OriginalDocumentReferences").ele("OriginalDocumentReference", { id: corrected.number })
  leaf(reference, "ID", corrected.number)
  leaf(reference, "IssueDate", corrected.issued_on)
  leaf(reference, "UUID", isdocUuid(corrected.number))
}

function invoiceLines(parent: Xml, invoice: InvoiceDocument, corrected: Corrected | null, locale: ShopLocale): void {
  invoice.lines.forEach((line, i) => invoiceLine(parent.ele("InvoiceLine"), line, String(i + 1), corrected, locale))
}

/**
 * One line, amounts in the local currency. A second-hand line (special scheme, Czech VAT Act §90) shows no
 * VAT: Percent 0 and VATApplicable false, which the rules allow on a VAT document ("items that are not in
 * the VAT records"), the scheme's mention in Note and the law in VATNote ("legislation citation which
 * defines VAT exception for this line").
 */
function invoiceLine(el: Xml, line: InvoiceLine, id: string, corrected: Corrected | null, locale: ShopLocale): void {
  const secondHand = line.scheme === "second_hand"
  // ID36Type, unique within the document: the line's position.
  leaf(el, "ID", id)
  if (corrected) {
    // A credit note's line names the invoice and, as LineID, the position of the invoice's line it credits
    // (the ID that line has in the invoice's own ISDOC).
    const reference = el.ele("OriginalDocumentReference", { ref: corrected.number })
    if (line.corrects_line !== undefined) leaf(reference, "LineID", String(line.corrects_line))
  }
  el.ele("InvoicedQuantity", { unitCode: UNIT_CODE }).txt(String(line.quantity))
  leaf(el, "LineExtensionAmount", decimal(line.net))
  leaf(el, "LineExtensionAmountTaxInclusive", decimal(line.total))
  leaf(el, "LineExtensionTaxAmount", decimal(line.vat))
  leaf(el, "UnitPrice", decimal(line.unit_net))
  leaf(el, "UnitPriceTaxInclusive", decimal(unitPriceWithVat(line)))
  const category = el.ele("ClassifiedTaxCategory")
  leaf(category, "Percent", String(secondHand ? 0 : (line.vat_rate ?? 0)))
  leaf(category, "VATCalculationMethod", VAT_FROM_THE_TOP)
  leaf(category, "VATApplicable", String(!secondHand))
  if (secondHand) {
    note(el, "Note", INVOICE_TEXTS[locale].second_hand_scheme, locale)
    note(el, "VATNote", SECOND_HAND_LAW[locale], locale)
  }
  const item = el.ele("Item")
  leaf(item, "Description", line.title)
  if (line.sku) item.ele("SellersItemIdentification").ele("ID").txt(line.sku)
}

/**
 * One unit's price with VAT, to the haléř, rounded as invoiceLine() rounds unit_net; the rules let
 * unit price × quantity differ from the line's total, which prevails. A second-hand line's unit_net
 * already is its whole price.
 */
function unitPriceWithVat(line: InvoiceLine): number {
  return line.scheme === "second_hand" ? line.unit_net : Math.round(line.total / Math.max(1, line.quantity))
}

/**
 * The VAT recapitulation: a TaxSubTotal per rate, then the second-hand lines at 0 %. The rules require
 * LegalMonetaryTotal's amounts to be the sums of the TaxSubTotals, so the second-hand sales need their own.
 */
function taxTotal(parent: Xml, invoice: InvoiceDocument): void {
  for (const rate of invoice.vat_rates) taxSubTotal(parent.ele("TaxSubTotal"), rate.net, rate.vat, rate.rate, true)
  // TaxSubTotal is required at least once: an invoice with no VAT rate gets the 0 % one even when empty.
  if (hasSecondHand(invoice) || invoice.vat_rates.length === 0) taxSubTotal(parent.ele("TaxSubTotal"), invoice.second_hand_total, 0, 0, false)
  leaf(parent, "TaxAmount", decimal(vatTotal(invoice)))
}

/** One rate's sums. No advance invoice is ever deducted: AlreadyClaimed… are 0 and Difference… the amounts themselves. */
function taxSubTotal(el: Xml, net: number, vat: number, percent: number, vatApplicable: boolean): void {
  leaf(el, "TaxableAmount", decimal(net))
  leaf(el, "TaxAmount", decimal(vat))
  leaf(el, "TaxInclusiveAmount", decimal(net + vat))
  leaf(el, "AlreadyClaimedTaxableAmount", decimal(0))
  leaf(el, "AlreadyClaimedTaxAmount", decimal(0))
  leaf(el, "AlreadyClaimedTaxInclusiveAmount", decimal(0))
  leaf(el, "DifferenceTaxableAmount", decimal(net))
  leaf(el, "DifferenceTaxAmount", decimal(vat))
  leaf(el, "DifferenceTaxInclusiveAmount", decimal(net + vat))
  const category = el.ele("TaxCategory")
  leaf(category, "Percent", String(percent))
  leaf(category, "VATApplicable", String(vatApplicable))
}

/**
 * The document's totals, ending with the amount to pay. By the rules, DifferenceTaxInclusiveAmount +
 * PayableRoundingAmount − PaidDepositsAmount = PayableAmount: an invoice paid before it was issued shows
 * its total as paid (PaidDepositsAmount) and nothing left to pay; no rounding is ever added. A credit note
 * is never paid when issued: its PayableAmount is its whole total, what the shop owes back.
 */
function legalMonetaryTotal(el: Xml, invoice: InvoiceDocument): void {
  const withoutVat = invoice.total - vatTotal(invoice)
  leaf(el, "TaxExclusiveAmount", decimal(withoutVat))
  leaf(el, "TaxInclusiveAmount", decimal(invoice.total))
  leaf(el, "AlreadyClaimedTaxExclusiveAmount", decimal(0))
  leaf(el, "AlreadyClaimedTaxInclusiveAmount", decimal(0))
  leaf(el, "DifferenceTaxExclusiveAmount", decimal(withoutVat))
  leaf(el, "DifferenceTaxInclusiveAmount", decimal(invoice.total))
  leaf(el, "PaidDepositsAmount", decimal(invoice.paid ? invoice.total : 0))
  leaf(el, "PayableAmount", decimal(invoice.paid ? 0 : invoice.total))
}
