import type { InvoiceDocument, InvoiceKind, InvoiceLine, InvoiceParty, InvoicePostalAddress } from "@electroshop/contracts/invoice"
import type { ShopLocale } from "@electroshop/domain/variant"
import { create } from "xmlbuilder2"
import { documentLocale, hasSecondHand, INVOICE_TEXTS, isCreditNote, SECOND_HAND_LAW } from "./invoice-texts"
import { decimal } from "./isdoc"
import { roCounty } from "./ro-county"

// An issued invoice as Romania's e-Factura: a UBL 2.1 Invoice under CIUS-RO, ANAF's national rules on top
// of the European standard EN 16931; a credit note a UBL 2.1 CreditNote under the same rules (uploaded with
// standard=CN). Element names and their order follow the OASIS UBL 2.1 schema (backend/schemas/ubl-2.1,
// maindoc/UBL-Invoice-2.1.xsd and UBL-CreditNote-2.1.xsd and the common/ modules they import); the tests
// validate every document against it. "BT-…"/"BG-…" name EN 16931's business terms and groups, "BR-…" its
// rules, "BR-RO-…" CIUS-RO's (ANAF's schematron 1.0.8: cius-ro/RO16931-rules.sch over the EN 16931 UBL
// rules UBL/EN16931-UBL-model.sch), which no XSD can check.

type Xml = ReturnType<typeof create>

const CAC_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
const CBC_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"

/**
 * BT-24, the specification identifier: the schematron's RO-CIUS-ID, "urn:cen.eu:en16931:2017#compliant#
 * urn:efactura.mfinante.ro:CIUS-RO:" and its RO-MAJOR-MINOR-PATCH-VERSION 1.0.1, which BR-RO-001 requires
 * exactly.
 */
export const CIUS_RO_ID = "urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1"

/**
 * What the two documents name differently: the root element and its namespace, BT-3 (UNTDID 1001: 380, a
 * commercial invoice; 381, a credit note; BR-RO-020 allows 380, 384, 389 and 751 in an Invoice, only 381 in a
 * CreditNote) and the line with its quantity (BT-129).
 */
const SYNTAX = {
  invoice: {
    root: "Invoice",
    namespace: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    typeCode: { element: "InvoiceTypeCode", code: "380" },
    line: "InvoiceLine",
    quantity: "InvoicedQuantity",
  },
  credit_note: {
    root: "CreditNote",
    namespace: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
    typeCode: { element: "CreditNoteTypeCode", code: "381" },
    line: "CreditNoteLine",
    quantity: "CreditedQuantity",
  },
} as const satisfies Record<InvoiceKind, object>

/** BT-130, UN/ECE Recommendation 20 (BR-CL-23): H87, piece. */
const UNIT_CODE = "H87"

/** The TaxScheme ID of a VAT identifier and of every tax category (BR-CO-09, BR-47: "VAT"). */
const VAT = "VAT"

/**
 * BT-47 of a consumer. The shop does not collect a person's CNP (personal numeric code), and BR-RO-120
 * still wants a buyer identifier: ANAF's instruction for a person whose CNP the seller does not have is
 * 13 zeros.
 */
const CONSUMER_ID = "0000000000000"

/**
 * BT-121 of the second-hand sales: the CEF VATEX code for the margin scheme for second-hand goods (BR-CL-22;
 * VAT Directive art. 311 ff., Romanian Fiscal Code art. 312). The buyer is charged no VAT: the shop owes it
 * on its margin, which its VAT return declares.
 */
const SECOND_HAND_EXEMPTION_CODE = "VATEX-EU-F"

/** BT-81, UNCL 4461: how the order was paid, by Medusa's payment provider ("pp_comgate_comgate"). */
const PAYMENT_MEANS = {
  /** 48: bank card (the payment gateways). */
  card: "48",
  /** 42: payment to a bank account. */
  bankTransfer: "42",
  /** 10: in cash (cash on delivery). */
  cash: "10",
  /** 1: instrument not defined (installments, leasing, the shop's counter, no payment at all). */
  notDefined: "1",
}

const CARD_GATEWAYS = ["comgate", "netopia", "payu", "gpwebpay", "gopay"]

/** The invoice as a UBL 2.1 Invoice under CIUS-RO (UTF-8 XML). The same invoice always gives the same document. */
export const ublInvoice = (invoice: InvoiceDocument): string => ubl(invoice, "invoice")

/** The document as e-Factura takes it: an invoice as a UBL 2.1 Invoice, a credit note as a UBL 2.1 CreditNote. */
export const ublDocument = (document: InvoiceDocument): string => (isCreditNote(document) ? ubl(document, "credit_note") : ublInvoice(document))

/**
 * The document as `kind` (UTF-8 XML). A credit note's amounts are what it credits, positive, as UBL's
 * CreditNote wants them, so the totals and the lines are written as an invoice's are.
 */
function ubl(document: InvoiceDocument, kind: InvoiceKind): string {
  const syntax = SYNTAX[kind]
  const locale = documentLocale(document)
  const currency = document.currency_code.toUpperCase()
  // A character XML 1.0 cannot carry (a control character pasted into a name) is dropped, not a failed export.
  const root = create({ version: "1.0", encoding: "UTF-8", invalidCharReplacement: "" }).ele(syntax.namespace, syntax.root, {
    "xmlns:cac": CAC_NAMESPACE,
    "xmlns:cbc": CBC_NAMESPACE,
  })
  header(root, document, kind, locale, currency)
  party(cac(root, "AccountingSupplierParty"), document.supplier, "supplier")
  party(cac(root, "AccountingCustomerParty"), document.customer, "customer")
  paymentMeans(cac(root, "PaymentMeans"), document, kind)
  // BT-20 (at most 300 characters, BR-RO-L301): how the buyer gets back what a credit note credits, refunded
  // after it is issued. BR-CO-25 wants payment terms or a due date while an amount is due, and a CreditNote's
  // header has no DueDate.
  if (kind === "credit_note" && !document.paid) cbc(cac(root, "PaymentTerms"), "Note", limit(INVOICE_TEXTS[locale].credit_note.refund_terms, 300))
  taxTotal(cac(root, "TaxTotal"), document, locale, currency)
  legalMonetaryTotal(cac(root, "LegalMonetaryTotal"), document, currency)
  document.lines.forEach((line, i) => documentLine(cac(root, syntax.line), line, String(i + 1), kind, locale, currency))
  return root.end({ prettyPrint: true })
}

/** BT-81 by the payment provider's id: its gateway's or method's name in it decides; an unknown one is "not defined". */
export function paymentMeansCode(provider: string | null): string {
  const id = (provider ?? "").toLowerCase()
  if (CARD_GATEWAYS.some((gateway) => id.includes(gateway))) return PAYMENT_MEANS.card
  if (id.includes("bank-transfer") || id.includes("bank_transfer")) return PAYMENT_MEANS.bankTransfer
  // "cod" only as a whole part of the id ("pp_cod_cod"), not inside another word.
  if (id.includes("cash-on-delivery") || id.split(/[_-]/).includes("cod")) return PAYMENT_MEANS.cash
  return PAYMENT_MEANS.notDefined
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0)

/** A cac: (aggregate) element. */
const cac = (parent: Xml, name: string): Xml => parent.ele(CAC_NAMESPACE, `cac:${name}`)

/** A cbc: (basic) element with text only. */
function cbc(parent: Xml, name: string, text: string, attributes?: Record<string, string>): void {
  parent.ele(CBC_NAMESPACE, `cbc:${name}`, attributes).txt(text)
}

/** A cbc: element only when there is something to say: an empty one would break the same rule a missing one does. */
function optional(parent: Xml, name: string, text: string): void {
  if (text) cbc(parent, name, text)
}

/** An AmountType: minor units as a decimal with two places (BR-DEC-*, BR-RO-Z2) in the document's currency. */
function amount(parent: Xml, name: string, minor: number, currency: string): void {
  cbc(parent, name, decimal(minor), { currencyID: currency })
}

/** Whitespace collapsed, as the rules' normalize-space() reads text before they count it. */
const normalizeSpace = (text: string) => text.replace(/\s+/g, " ").trim()

/** How many characters the rules count in text (string-length counts characters, not UTF-16 units). */
const length = (text: string) => Array.from(normalizeSpace(text)).length

/**
 * Text within a CIUS-RO length limit (BR-RO-L…), measured as the rules measure it. Longer text is cut
 * and ends with "…": an over-long name makes a shortened invoice, not one ANAF rejects.
 */
export function limit(text: string, max: number): string {
  const normalized = normalizeSpace(text)
  if (length(normalized) <= max) return normalized
  return Array.from(normalized)
    .slice(0, max - 1)
    .join("")
    .trimEnd()
    .concat("…")
}

/**
 * The header, in the schema's order from CustomizationID to BillingReference. The CreditNote schema puts
 * TaxPointDate before the type code and the notes, and has no DueDate.
 */
function header(root: Xml, document: InvoiceDocument, kind: InvoiceKind, locale: ShopLocale, currency: string): void {
  const typeCode = SYNTAX[kind].typeCode
  cbc(root, "CustomizationID", CIUS_RO_ID)
  // BT-1 (at most 200 characters, BR-RO-L155; a digit in it, BR-RO-010): the series and number.
  cbc(root, "ID", document.number)
  cbc(root, "IssueDate", document.issued_on)
  if (kind === "invoice") {
    // BT-9: BR-CO-25 wants a due date (or payment terms) while something is left to pay. The issued invoice
    // holds no payment term of its own: what is unpaid is due on the day of the supply (when cash on delivery
    // pays it). A paid invoice has nothing due and no date.
    if (!document.paid) cbc(root, "DueDate", document.supply_on)
    cbc(root, typeCode.element, typeCode.code)
    notes(root, document, kind, locale)
    taxPointDate(root, document)
  } else {
    taxPointDate(root, document)
    cbc(root, typeCode.element, typeCode.code)
    notes(root, document, kind, locale)
  }
  // BT-5. Romanian invoices are in RON; one in another currency would also need its VAT in RON (BT-6,
  // BR-RO-030), for which the issued invoice holds no exchange rate.
  cbc(root, "DocumentCurrencyCode", currency)
  // BT-13 (at most 200 characters, BR-RO-L0303): the shop's order the document bills, the number its buyer knows.
  cbc(cac(root, "OrderReference"), "ID", String(document.order_display_id))
  // BG-3, the invoice a credit note corrects: its number (BT-25, at most 200 characters, BR-RO-L156; BR-55
  // wants it in every such reference) and its date of issue (BT-26). UBL-CR-023…037 leave nothing else in it.
  if (kind === "credit_note" && document.corrects) {
    const reference = cac(cac(root, "BillingReference"), "InvoiceDocumentReference")
    cbc(reference, "ID", document.corrects.number)
    cbc(reference, "IssueDate", document.corrects.issued_on)
  }
}

/**
 * BT-22, each at most 300 characters (BR-RO-L302): why a credit note corrects its invoice, as the printed one
 * says, and the mention the Fiscal Code wants when second-hand goods are sold under the special scheme (a
 * credit note of them corrects such a sale).
 */
function notes(root: Xml, document: InvoiceDocument, kind: InvoiceKind, locale: ShopLocale): void {
  const texts = INVOICE_TEXTS[locale]
  if (kind === "credit_note" && document.corrects)
    cbc(root, "Note", limit(`${texts.credit_note.reason}: ${texts.credit_note.reasons[document.corrects.reason]}`, 300))
  if (hasSecondHand(document)) cbc(root, "Note", limit(texts.second_hand_note, 300))
}

/** BT-7, the day of the taxable supply: the goods handed over, a credit note's correction (no InvoicePeriod code with it, BR-CO-03). */
function taxPointDate(root: Xml, document: InvoiceDocument): void {
  cbc(root, "TaxPointDate", document.supply_on)
}

/**
 * BG-4 Seller or BG-7 Buyer: the postal address, the VAT identifier when there is one, the registered name
 * and the company's number.
 */
function party(parent: Xml, subject: InvoiceParty, role: "supplier" | "customer"): void {
  const party = cac(parent, "Party")
  postalAddress(cac(party, "PostalAddress"), subject.postal)
  const vatId = subject.vat_id?.trim() ?? ""
  // BT-31/BT-48, the VAT identifier (the seller's is what BR-RO-065 and BR-S-02 need). BR-CO-09 wants it to
  // start with the country's ISO 3166-1 code ("RO…"); the shop checks no Romanian buyer's VAT code at
  // checkout, so a buyer's without that prefix is left out rather than failing the invoice: the buyer is
  // still named by the CUI (BT-47, which satisfies BR-RO-120).
  if (vatId && (role === "supplier" || /^[A-Z]{2}/.test(vatId))) {
    const taxScheme = cac(party, "PartyTaxScheme")
    cbc(taxScheme, "CompanyID", vatId)
    cbc(cac(taxScheme, "TaxScheme"), "ID", VAT)
  }
  const legal = cac(party, "PartyLegalEntity")
  // BT-27/BT-44 (at most 200 characters, BR-RO-L201/L203).
  cbc(legal, "RegistrationName", limit(subject.name, 200))
  // BT-30/BT-47: the CUI; a consumer has none and is named as ANAF asks (CONSUMER_ID).
  const companyId = subject.company_id?.trim() || (role === "customer" ? CONSUMER_ID : "")
  optional(legal, "CompanyID", companyId)
}

/**
 * BG-5/BG-8. A Romanian address names its county in ISO 3166-2:RO (BR-RO-110/111), read from the postal
 * code; in București the city is the sector, "SECTOR1"…"SECTOR6" (BR-RO-100/101). The street line stays
 * whole in StreetName: EN 16931's UBL binding has no BuildingNumber (UBL-CR-155/218).
 */
function postalAddress(el: Xml, postal: InvoicePostalAddress): void {
  const country = postal.country_code.trim().toUpperCase()
  const county = country === "RO" ? roCounty(postal.postal_code) : null
  // BT-35/BT-50, at most 150 characters (BR-RO-L151/L152).
  optional(el, "StreetName", limit(postal.street, 150))
  // BT-37/BT-52, at most 50 characters (BR-RO-L0501/L0502).
  optional(el, "CityName", county?.sector ? `SECTOR${county.sector}` : limit(postal.city, 50))
  // BT-38/BT-53, at most 20 characters (BR-RO-L0201/L0202).
  optional(el, "PostalZone", limit(postal.postal_code, 20))
  // BT-39/BT-54. A Romanian postal code that names no county leaves it out, which ANAF will reject.
  optional(el, "CountrySubentity", county?.subentity ?? "")
  if (country) cbc(cac(el, "Country"), "IdentificationCode", country)
}

/**
 * BG-16: how it is paid (a credit note's refund goes back the same way), the order's number as the remittance
 * information (BT-83, at most 140 characters, BR-RO-L140) and, for an invoice paid by bank transfer, the
 * shop's account it goes to (BT-84, its IBAN). A credit note's payee is the buyer, whose account the
 * document does not hold; BR-61 wants one only for codes 30 and 58.
 */
function paymentMeans(el: Xml, document: InvoiceDocument, kind: InvoiceKind): void {
  const code = paymentMeansCode(document.payment_provider)
  cbc(el, "PaymentMeansCode", code)
  cbc(el, "PaymentID", String(document.order_display_id))
  if (kind === "invoice" && code === PAYMENT_MEANS.bankTransfer && document.bank_account)
    cbc(cac(el, "PayeeFinancialAccount"), "ID", document.bank_account.iban)
}

type TaxSubtotal = { taxable: number; tax: number; category: "S" | "Z" | "E"; percent: number }

/**
 * BG-23, the VAT breakdown: one per rate, then the second-hand sales together.
 *
 * A rate's taxable amount is the sum of its lines' nets, which BR-S-08 compares it with. Its tax is the
 * rate's total less that sum, so the document's total with VAT is the invoice's total to the ban
 * (BR-CO-15). The printed invoice computes the tax from the rate's total (Fiscal Code art. 319(20)(l)), which
 * can differ from taxable × rate by a ban or so: BR-CO-17 (and BR-S-09) accept a tax within less than one
 * unit of the currency (1.00 RON) either side of taxable × rate / 100 rounded to two places.
 */
function taxSubtotals(invoice: InvoiceDocument): TaxSubtotal[] {
  const subtotals: TaxSubtotal[] = invoice.vat_rates.map((rate) => {
    const taxable = sum(invoice.lines.filter((line) => line.scheme === "standard" && line.vat_rate === rate.rate).map((line) => line.net))
    return { taxable, tax: rate.total - taxable, category: taxCategory(rate.rate), percent: rate.rate }
  })
  // BR-E-08: the second-hand lines' nets (each its total), BR-E-09: no tax, BR-E-01: one such breakdown.
  if (hasSecondHand(invoice)) subtotals.push({ taxable: invoice.second_hand_total, tax: 0, category: "E", percent: 0 })
  return subtotals
}

/**
 * UNCL 5305 of a line at a VAT rate: S, standard rated. A rate of 0 % is Z, zero rated, since an S
 * category must be above zero (BR-S-05).
 */
const taxCategory = (rate: number): "S" | "Z" => (rate > 0 ? "S" : "Z")

/** BT-110, the invoice's VAT total (the breakdown's sum, BR-CO-14), and the breakdown (BG-23). */
function taxTotal(el: Xml, invoice: InvoiceDocument, locale: ShopLocale, currency: string): void {
  const subtotals = taxSubtotals(invoice)
  amount(el, "TaxAmount", sum(subtotals.map((s) => s.tax)), currency)
  for (const subtotal of subtotals) {
    const node = cac(el, "TaxSubtotal")
    amount(node, "TaxableAmount", subtotal.taxable, currency)
    amount(node, "TaxAmount", subtotal.tax, currency)
    // The rate goes in TaxCategory (BT-119), not TaxSubtotal/Percent (UBL-CR-499).
    const category = cac(node, "TaxCategory")
    cbc(category, "ID", subtotal.category)
    cbc(category, "Percent", String(subtotal.percent))
    if (subtotal.category === "E") {
      // BR-E-10: the reason, as a code (BT-121) and as text (BT-120, at most 100 characters, BR-RO-L1019).
      cbc(category, "TaxExemptionReasonCode", SECOND_HAND_EXEMPTION_CODE)
      cbc(category, "TaxExemptionReason", limit(`${INVOICE_TEXTS[locale].second_hand_scheme} (${SECOND_HAND_LAW[locale]})`, 100))
    }
    cbc(cac(category, "TaxScheme"), "ID", VAT)
  }
}

/**
 * BG-22, the document's totals. No document-level allowance or charge is ever written (discounts are in the
 * lines' totals), so the total without VAT is the lines' sum (BR-CO-10, BR-CO-13). An invoice paid before it
 * was issued shows its total as paid (BT-113) and nothing left to pay (BR-CO-16); a credit note is never paid
 * when issued, its whole total is the amount due to the buyer (BT-115).
 */
function legalMonetaryTotal(el: Xml, invoice: InvoiceDocument, currency: string): void {
  const lines = sum(invoice.lines.map((line) => line.net))
  amount(el, "LineExtensionAmount", lines, currency)
  amount(el, "TaxExclusiveAmount", lines, currency)
  amount(el, "TaxInclusiveAmount", invoice.total, currency)
  if (invoice.paid) amount(el, "PrepaidAmount", invoice.total, currency)
  amount(el, "PayableAmount", invoice.paid ? 0 : invoice.total, currency)
}

/**
 * BG-25, one line, shipping included. A second-hand line is sold under the margin scheme: category E at 0 %
 * (BR-E-05), its "net" its whole price, and the scheme's mention in the line's note (BT-127, at most 300
 * characters, BR-RO-L303), as on the printed invoice. A credit note's line does not name the invoice's line
 * it credits (corrects_line): EN 16931 has no term for it and UBL-CR-531 forbids a line's BillingReference.
 */
function documentLine(el: Xml, line: InvoiceLine, id: string, kind: InvoiceKind, locale: ShopLocale, currency: string): void {
  const secondHand = line.scheme === "second_hand"
  // BT-126: the line's position.
  cbc(el, "ID", id)
  if (secondHand) cbc(el, "Note", limit(INVOICE_TEXTS[locale].second_hand_scheme, 300))
  // BT-129.
  cbc(el, SYNTAX[kind].quantity, String(line.quantity), { unitCode: UNIT_CODE })
  // BT-131, which the breakdown's taxable amounts and the document's totals sum.
  amount(el, "LineExtensionAmount", line.net, currency)
  const item = cac(el, "Item")
  // BT-153, the item's name, at most 100 characters (BR-RO-L1024); a longer title is whole, up to 200
  // characters (BR-RO-L212), in the description (BT-154), which comes first in the schema.
  if (length(line.title) > 100) cbc(item, "Description", limit(line.title, 200))
  cbc(item, "Name", limit(line.title, 100))
  // BT-155, the seller's item identifier.
  if (line.sku) cbc(cac(item, "SellersItemIdentification"), "ID", line.sku)
  // BG-30 (one per line, UBL-SR-48): BT-151 and BT-152.
  const category = cac(item, "ClassifiedTaxCategory")
  const rate = secondHand ? 0 : (line.vat_rate ?? 0)
  cbc(category, "ID", secondHand ? "E" : taxCategory(rate))
  cbc(category, "Percent", String(rate))
  cbc(cac(category, "TaxScheme"), "ID", VAT)
  // BT-146, one unit's net price (a second-hand line's unit_net is its whole price, it has no VAT).
  amount(cac(el, "Price"), "PriceAmount", line.unit_net, currency)
}
