import type { CreditNoteReason, InvoiceDocument } from "@electroshop/contracts/invoice"
import type { ShopLocale } from "@electroshop/domain/variant"

/** The language of an invoice's notes in its XML (ISDOC, UBL), as the printed invoice has them: Romanian from a Romanian supplier, else Czech. */
export const documentLocale = (invoice: InvoiceDocument): ShopLocale => (invoice.supplier.postal.country_code.toUpperCase() === "RO" ? "ro" : "cs")

/** Whether the document is a credit note (one issued before credit notes existed has no kind: an invoice). */
export const isCreditNote = (invoice: InvoiceDocument) => invoice.kind === "credit_note"

/** Whether any line is sold under the second-hand scheme, which the invoice must then mention. */
export const hasSecondHand = (invoice: InvoiceDocument) => invoice.lines.some((line) => line.scheme === "second_hand")

/** The law a second-hand line is sold under, cited in the XML (Czech VAT Act §90, Romanian Fiscal Code art. 312). */
export const SECOND_HAND_LAW: Record<ShopLocale, string> = { cs: "§ 90 zákona o DPH", ro: "art. 312 Cod fiscal" }

/** The words of a printed invoice in one language. */
export type InvoiceTexts = {
  title: string
  /**
   * A credit note's words: its title, the invoice it corrects ("Opravovaný doklad") and
   * the reason for the correction in words, as Czech VAT Act §45 wants them printed; what it gives back to the customer.
   */
  credit_note: {
    title: string
    corrects: string
    corrects_issued_on: string
    reason: string
    reasons: Record<CreditNoteReason, string>
    total_refund: string
    /** How the credited amount reaches the customer (UBL's payment terms, BT-20, on a Romanian credit note). */
    refund_terms: string
  }
  number: string
  supplier: string
  customer: string
  company_id: string
  vat_id: string
  issued_on: string
  supply_on: string
  order: string
  /** Czech payments are matched by the variable symbol; Romanian ones have none. */
  variable_symbol: string | null
  payment_method: string
  /** The shop's account a bank transfer goes to (its domestic number; the IBAN is "IBAN" in both). */
  bank_account: string
  paid: string
  sku: string
  columns: {
    item: string
    quantity: string
    unit_net: string
    vat_rate: string
    net: string
    vat: string
    total: string
  }
  vat_summary: string
  total_due: string
  total_paid: string
  /** The mention the law wants on each second-hand line (Czech VAT Act §29(2) for the §90 scheme; Romanian Fiscal Code art. 319(20) for the art. 312 scheme). */
  second_hand_scheme: string
  /** The second-hand lines' row of the VAT recapitulation. */
  second_hand_summary: string
  second_hand_note: string
  page: (page: number, pages: number) => string
  /** Payment method names by Medusa's payment provider id. */
  payment_methods: Record<string, string>
}

export const INVOICE_TEXTS: Record<ShopLocale, InvoiceTexts> = {
  cs: {
    title: "Faktura – daňový doklad",
    credit_note: {
      title: "Opravný daňový doklad",
      corrects: "Opravovaný doklad",
      corrects_issued_on: "Vystaven dne",
      reason: "Důvod opravy",
      reasons: {
        cancellation: "zrušení objednávky",
        return: "vrácení zboží",
        price_correction: "snížení ceny",
      },
      total_refund: "Celkem k vrácení",
      refund_terms: "Částka bude vrácena stejným způsobem, jakým byla objednávka zaplacena.",
    },
    number: "Číslo",
    supplier: "Dodavatel",
    customer: "Odběratel",
    company_id: "IČO",
    vat_id: "DIČ",
    issued_on: "Datum vystavení",
    supply_on: "Datum uskutečnění zdanitelného plnění",
    order: "Objednávka",
    variable_symbol: "Variabilní symbol",
    payment_method: "Způsob úhrady",
    bank_account: "Bankovní účet",
    paid: "Zaplaceno",
    sku: "Kód",
    columns: {
      item: "Položka",
      quantity: "Množství",
      unit_net: "Cena za jednotku bez DPH",
      vat_rate: "Sazba DPH",
      net: "Základ",
      vat: "DPH",
      total: "Celkem",
    },
    vat_summary: "Rekapitulace DPH",
    total_due: "Celkem k úhradě",
    total_paid: "Celkem zaplaceno",
    second_hand_scheme: "zvláštní režim – použité zboží",
    second_hand_summary: "použité zboží – zvláštní režim",
    second_hand_note: "Zboží označené jako použité je prodáváno ve zvláštním režimu – použité zboží (§ 90 zákona o DPH); DPH se u něj neuvádí.",
    page: (page, pages) => `Strana ${page} z ${pages}`,
    payment_methods: {
      pp_comgate_comgate: "Platební karta",
      "pp_bank-transfer_bank-transfer": "Bankovní převod",
      "pp_cash-on-delivery_cash-on-delivery": "Dobírka",
      "pp_home-credit_home-credit": "Splátky Home Credit",
      pp_leasing_leasing: "Leasing",
      pp_system_default: "Platba na prodejně",
    },
  },
  ro: {
    title: "Factură",
    credit_note: {
      title: "Factură de stornare",
      corrects: "Factura stornată",
      corrects_issued_on: "Emisă la",
      reason: "Motivul stornării",
      reasons: {
        cancellation: "anularea comenzii",
        return: "returnarea produselor",
        price_correction: "reducerea prețului",
      },
      total_refund: "Total de restituit",
      refund_terms: "Suma se restituie prin aceeași modalitate prin care a fost plătită comanda.",
    },
    number: "Seria și numărul",
    supplier: "Furnizor",
    customer: "Cumpărător",
    company_id: "CUI",
    vat_id: "Cod TVA",
    issued_on: "Data emiterii",
    supply_on: "Data livrării",
    order: "Comanda",
    variable_symbol: null,
    payment_method: "Modalitate de plată",
    bank_account: "Cont bancar",
    paid: "Achitat",
    sku: "Cod",
    columns: {
      item: "Denumire",
      quantity: "Cantitate",
      unit_net: "Preț unitar fără TVA",
      vat_rate: "Cota TVA",
      net: "Valoare fără TVA",
      vat: "TVA",
      total: "Total",
    },
    vat_summary: "Defalcare TVA",
    total_due: "Total de plată",
    total_paid: "Total achitat",
    second_hand_scheme: "regimul special – bunuri second-hand",
    second_hand_summary: "bunuri second-hand – regim special",
    second_hand_note: "Bunurile second-hand sunt vândute în regimul special pentru bunuri second-hand (art. 312 Cod fiscal); TVA nu se menționează.",
    page: (page, pages) => `Pagina ${page} din ${pages}`,
    payment_methods: {
      pp_comgate_comgate: "Card bancar",
      "pp_bank-transfer_bank-transfer": "Transfer bancar",
      "pp_cash-on-delivery_cash-on-delivery": "Ramburs",
      pp_tbi_tbi: "Rate TBI Bank",
      pp_leasing_leasing: "Leasing",
      pp_system_default: "Plată în magazin",
    },
  },
}

/** The payment method as the invoice names it; a provider the shop has no words for keeps its id. */
export function paymentMethodName(provider: string | null, locale: ShopLocale): string {
  if (!provider) return "—"
  return INVOICE_TEXTS[locale].payment_methods[provider] ?? provider
}
