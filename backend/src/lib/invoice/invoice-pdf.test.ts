import { describe, expect, it } from "vitest"
import { readPdf, renderedA4, spaces } from "../../../integration-tests/helpers/pdf"
import { formatInvoiceDate, invoicePdf } from "./invoice-pdf"
import { creditedLines, creditNoteOf, czechInvoice, romanianInvoice } from "../../../integration-tests/helpers/invoice-samples"
import { paymentMethodName } from "./invoice-texts"

const czk = (minor: number) =>
  spaces(new Intl.NumberFormat("cs-CZ", { style: "currency", currency: "CZK", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100))
const ron = (minor: number) =>
  spaces(
    new Intl.NumberFormat("ro-RO", {
      style: "currency",
      currency: "RON",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100),
  )

/** A credit note for the return of czechInvoice()'s new phone (its line 1); the rest stays sold. */
const czechPhoneReturn = () =>
  creditNoteOf(czechInvoice(), { number: "OD2026000008", reason: "return", issued_on: "2026-12-15" }, creditedLines(czechInvoice(), [1]))

/** A credit note cancelling the whole of romanianInvoice(), its second-hand line too. */
const romanianCancellation = () =>
  creditNoteOf(romanianInvoice(), { number: "ESR-2026-000051", reason: "cancellation", issued_on: "2026-03-12" }, creditedLines(romanianInvoice(), [1, 2]))

describe("invoicePdf", () => {
  it("prints a Czech tax document a reader can check, on A4", async () => {
    const { buffer, pages, info } = await renderedA4(() => invoicePdf(czechInvoice(), "cs"))
    expect(pages).toHaveLength(1)
    const [page] = pages

    const text = page.text
    expect(text).toContain("Faktura – daňový doklad")
    expect(text).toContain("FV2026000123")
    expect(text).toContain("ElectroShop s.r.o.")
    expect(text).toContain("Václavské náměstí 1")
    expect(text).toContain("Jiří Řezníček")
    expect(text).toContain("IČO: 27074358")
    expect(text).toContain("DIČ: CZ27074358")
    expect(text).toContain("Datum vystavení")
    expect(text).toContain("04.12.2026")
    expect(text).toContain("Datum uskutečnění zdanitelného plnění")
    expect(text).toContain("03.12.2026")
    expect(text).toContain("Variabilní symbol")
    expect(text).toContain("1042")
    expect(text).toContain("Platební karta")
    // The shop's account, where a bank transfer goes.
    expect(text).toContain("Bankovní účet")
    expect(text).toContain("2001234561/2010")
    expect(text).toContain("CZ15 2010 0000 0020 0123 4561")
    expect(text).toContain("Zaplaceno")
    expect(text).toContain("Rekapitulace DPH")
    expect(text).toContain("21 %")
    expect(text).toContain(czk(225_446))
    expect(text).toContain(czk(226_816))
    expect(text).toContain("zvláštní režim – použité zboží")
    expect(text).toContain("použité zboží – zvláštní režim")
    expect(text).toContain("(§ 90 zákona o DPH)")
    expect(text).toContain("Celkem zaplaceno")
    expect(text).toContain(czk(2_205_900))
    expect(czk(2_205_900)).toBe("22 059,00 Kč")
    expect(text).toContain("Strana 1 z 1")
    // The customer is a consumer: no empty IČO/DIČ of theirs is printed, only the supplier's.
    expect(text.match(/IČO/g)).toHaveLength(1)

    expect(info.Title).toBe("FV2026000123")
    expect(info.Author).toBe("ElectroShop s.r.o.")
    // The document language, for screen readers (the catalog is not compressed).
    expect(buffer.toString("latin1")).toContain("/Lang (cs-CZ)")
  })

  it("prints a Romanian invoice with its own words and the second-hand mention", async () => {
    const buffer = await invoicePdf(romanianInvoice(), "ro")
    const { pages } = await readPdf(buffer)
    const text = pages.map((page) => page.text).join("\n")

    expect(text).toContain("Factură")
    expect(text).toContain("ESR-2026-000045")
    expect(text).toContain("Ștefan Țurcanu")
    expect(text).toContain("Iași")
    expect(text).toContain("CUI: 12345674")
    expect(text).toContain("Cod TVA: RO12345674")
    expect(text).toContain("09.03.2026")
    expect(text).toContain("Ramburs")
    expect(text).toContain("21%")
    expect(text).toContain("regimul special – bunuri second-hand")
    expect(text).toContain("art. 312 Cod fiscal")
    expect(text).toContain("Total de plată")
    expect(text).toContain(ron(550_000))
    expect(text).toContain("Pagina 1 din 1")
    // Not paid yet, and no Czech variable symbol.
    expect(text).not.toContain("Achitat")
    expect(text).not.toContain("Variabil")
  })

  it("prints a Czech credit note: the corrected invoice, the reason and every amount as a negative difference", async () => {
    const buffer = await invoicePdf(czechPhoneReturn(), "cs")
    const { pages, info } = await readPdf(buffer)
    expect(pages).toHaveLength(1)
    const { text } = pages[0]

    expect(text).toContain("Opravný daňový doklad")
    expect(text).not.toContain("Faktura – daňový doklad")
    expect(text).toContain("OD2026000008")
    expect(text).toContain("Datum vystavení 15.12.2026")
    // The correction's own taxable supply.
    expect(text).toContain("Datum uskutečnění zdanitelného plnění 15.12.2026")
    expect(text).toContain("Opravovaný doklad FV2026000123")
    expect(text).toContain("Vystaven dne 04.12.2026")
    expect(text).toContain("Důvod opravy vrácení zboží")
    expect(text).toContain("Samsung Galaxy S25 256 GB")

    // The line (unit price and base alike, one piece), the recapitulation and the total, each with a minus.
    expect(czk(-1_299_000)).toBe("-12 990,00 Kč")
    expect(text).toContain(czk(-1_073_554))
    expect(text).toContain(czk(-225_446))
    expect(text).toContain("21 %")
    expect(text).toContain(`Celkem k vrácení ${czk(-1_299_000)}`)
    for (const amount of ["10 735,54", "2 254,46", "12 990,00"]) expect(text).not.toMatch(new RegExp(`(^|[^-])${amount}`))
    // Not paid, nothing to pay: a refund.
    expect(text).not.toContain("Zaplaceno")
    expect(text).not.toContain("Celkem zaplaceno")
    expect(text).not.toContain("Celkem k úhradě")
    // No second-hand line credited, no second-hand note.
    expect(text).not.toContain("§ 90")

    expect(info.Title).toBe("OD2026000008")
    expect(info.Subject).toBe("Opravný daňový doklad")
  })

  it("prints a Romanian credit note cancelling an invoice, with its second-hand line", async () => {
    const { pages } = await readPdf(await invoicePdf(romanianCancellation(), "ro"))
    const text = pages.map((page) => page.text).join("\n")

    expect(text).toContain("Factură de stornare")
    expect(text).toContain("ESR-2026-000051")
    expect(text).toContain("Data emiterii 12.03.2026")
    expect(text).toContain("Data livrării 12.03.2026")
    expect(text).toContain("Factura stornată ESR-2026-000045")
    expect(text).toContain("Emisă la 09.03.2026")
    expect(text).toContain("Motivul stornării anularea comenzii")

    // Two pieces: the unit price is one piece's.
    expect(text).toContain(ron(-123_967))
    expect(text).toContain(ron(-247_934))
    expect(text).toContain(ron(-52_066))
    expect(text).toContain(ron(-300_000))
    // The second-hand line and its row of the recapitulation.
    expect(text).toContain("regimul special – bunuri second-hand")
    expect(text).toContain(`bunuri second-hand – regim special ${ron(-250_000)}`)
    expect(text).toContain("art. 312 Cod fiscal")
    expect(text).toContain(`Total de restituit ${ron(-550_000)}`)
    expect(ron(-550_000)).toBe("-5.500,00 lei")
    expect(text).not.toContain("Total de plată")
    expect(text).not.toContain("Achitat")
  })

  it("repeats the table header and numbers the pages of a long invoice", async () => {
    const invoice = czechInvoice()
    invoice.lines = Array.from({ length: 60 }, (_, i) => ({ ...invoice.lines[0], title: `Položka číslo ${i + 1}` }))
    const { pages } = await readPdf(await invoicePdf(invoice, "cs"))

    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((page, i) => {
      expect(page.text).toContain("Cena za jednotku bez DPH")
      expect(page.text).toContain(`Strana ${i + 1} z ${pages.length}`)
    })
    expect(pages.at(-1)?.text).toContain("Položka číslo 60")
  })
})

describe("invoice words", () => {
  it("names the payment method, or keeps an unknown provider's id", () => {
    expect(paymentMethodName("pp_bank-transfer_bank-transfer", "cs")).toBe("Bankovní převod")
    expect(paymentMethodName("pp_tbi_tbi", "ro")).toBe("Rate TBI Bank")
    expect(paymentMethodName("pp_unknown_x", "ro")).toBe("pp_unknown_x")
    expect(paymentMethodName(null, "cs")).toBe("—")
  })

  it("prints dates day first", () => {
    expect(formatInvoiceDate("2026-12-04")).toBe("04.12.2026")
  })
})
