import { describe, expect, it } from "vitest"
import { readPdf, renderedA4 } from "../../../integration-tests/helpers/pdf"
import { WITHDRAWAL_FORM_TEXTS, withdrawalFormPdf, type WithdrawalForm } from "./withdrawal-form"

const czechForm = (): WithdrawalForm => ({
  trader: { name: "ElectroShop s.r.o.", address: "Václavské náměstí 1, 110 00 Praha 1", email: "obchod@electroshop.cz" },
  order_display_id: 1042,
  ordered_on: "2026-12-01",
  received_on: "2026-12-03",
  consumer: { name: "Jiří Řezníček", address: ["Údolní 12", "602 00 Brno"] },
  items: [
    { title: "Samsung Galaxy S25 256 GB", quantity: 1 },
    { title: "Nabíječka USB-C 25 W", quantity: 2 },
  ],
  refund_account: "2001234561/2010",
  submitted_on: "2026-12-10",
})

const romanianForm = (): WithdrawalForm => ({
  trader: { name: "ElectroShop România S.R.L.", address: "Strada Lăpușneanu 5, 700057 Iași", email: "magazin@electroshop.ro" },
  order_display_id: 2077,
  ordered_on: "2026-03-02",
  received_on: null,
  consumer: { name: "Ștefan Țurcanu", address: ["Bulevardul Ștefan cel Mare 14", "700259 Iași"] },
  items: [{ title: "Căști wireless Sony WH-1000XM5", quantity: 1 }],
  refund_account: null,
  submitted_on: "2026-03-09",
})

describe("withdrawalFormPdf", () => {
  it("prints the Czech model form, filled in as the shopper sent it, on A4", async () => {
    const { buffer, pages, info } = await renderedA4(() => withdrawalFormPdf(czechForm(), "cs"))
    expect(pages).toHaveLength(1)
    const [page] = pages
    const { text } = page

    // The model's fixed wording (NV 363/2013 Sb.), the alternatives that do not apply kept, struck through.
    expect(text).toContain("Vzorový formulář pro odstoupení od smlouvy")
    expect(text).toContain("Oznámení o odstoupení od smlouvy")
    expect(text).toContain("(vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy)")
    expect(text).toContain("Adresát")
    expect(text).toContain("Oznamuji/oznamujeme (*), že tímto odstupuji/odstupujeme (*) od smlouvy o nákupu tohoto zboží (*)/o poskytnutí těchto služeb (*)")
    expect(text).toContain("Datum objednání (*)/datum obdržení (*)")
    expect(text).toContain("Jméno a příjmení spotřebitele/spotřebitelů")
    expect(text).toContain("Adresa spotřebitele/spotřebitelů")
    expect(text).toContain("Podpis spotřebitele/spotřebitelů (pouze pokud je tento formulář zasílán v listinné podobě)")
    expect(text).toContain("Datum")
    expect(text).toContain("(*) Nehodící se škrtněte nebo údaje doplňte.")

    // What the shopper filled in.
    expect(text).toContain("Adresát ElectroShop s.r.o. Václavské náměstí 1, 110 00 Praha 1 obchod@electroshop.cz")
    expect(text).toContain("Samsung Galaxy S25 256 GB × 1")
    expect(text).toContain("Nabíječka USB-C 25 W × 2")
    expect(text).toContain("Objednávka č. 1042")
    expect(text).toContain("Datum objednání (*)/datum obdržení (*) 01.12.2026 / 03.12.2026")
    expect(text).toContain("Jméno a příjmení spotřebitele/spotřebitelů Jiří Řezníček")
    expect(text).toContain("Adresa spotřebitele/spotřebitelů Údolní 12 602 00 Brno")
    expect(text).toContain("Číslo účtu pro vrácení peněz 2001234561/2010")
    expect(text).toContain("odesláno elektronicky")
    expect(text).toContain("Datum 10.12.2026")

    expect(info.Title).toBe("Oznámení o odstoupení od smlouvy")
    expect(info.Author).toBe("Jiří Řezníček")
    expect(info.Subject).toBe("Objednávka č. 1042")
    expect(buffer.toString("latin1")).toContain("/Lang (cs-CZ)")
  })

  it("prints the Romanian model form, with a dash for an unknown receipt day and no refund account", async () => {
    const { buffer, pages, info } = await renderedA4(() => withdrawalFormPdf(romanianForm(), "ro"))
    expect(pages).toHaveLength(1)
    const { text } = pages[0]

    // The model's fixed wording (OUG 34/2014).
    expect(text).toContain("Formular de retragere")
    expect(text).toContain("(completați și returnați acest formular numai dacă doriți să vă retrageți din contract)")
    expect(text).toContain(
      "Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul referitor la vânzarea următoarelor produse (*)/prestarea următoarelor servicii (*)",
    )
    expect(text).toContain("Numele consumatorului/consumatorilor")
    expect(text).toContain("Adresa consumatorului/consumatorilor")
    expect(text).toContain("Semnătura consumatorului/consumatorilor (doar în cazul în care acest formular este notificat pe hârtie)")
    expect(text).toContain("(*) Se elimină după caz.")

    expect(text).toContain("Către ElectroShop România S.R.L. Strada Lăpușneanu 5, 700057 Iași magazin@electroshop.ro")
    expect(text).toContain("Căști wireless Sony WH-1000XM5 × 1")
    expect(text).toContain("Comanda nr. 2077")
    expect(text).toContain("Comandat la data (*)/primit la data (*) 02.03.2026 / —")
    expect(text).toContain("Numele consumatorului/consumatorilor Ștefan Țurcanu")
    expect(text).toContain("Adresa consumatorului/consumatorilor Bulevardul Ștefan cel Mare 14 700259 Iași")
    expect(text).toContain("trimis electronic")
    expect(text).toContain("Data 09.03.2026")
    expect(text).not.toContain(WITHDRAWAL_FORM_TEXTS.ro.refund_account)
    // Romanian words only.
    expect(text).not.toContain("Vzorový")

    expect(info.Title).toBe("Formular de retragere")
    expect(info.Author).toBe("Ștefan Țurcanu")
    expect(buffer.toString("latin1")).toContain("/Lang (ro-RO)")
  })

  it("keeps every item of a long withdrawal, the form's rows whole across pages", async () => {
    const form = czechForm()
    form.items = Array.from({ length: 70 }, (_, i) => ({ title: `Položka číslo ${i + 1}`, quantity: 1 }))
    const { pages } = await readPdf(await withdrawalFormPdf(form, "cs"))
    const text = pages.map((page) => page.text).join(" ")

    expect(pages.length).toBeGreaterThan(1)
    expect(text).toContain("Položka číslo 1 × 1")
    expect(text).toContain("Položka číslo 70 × 1")
    expect(text).toContain("Objednávka č. 1042")
    expect(pages.at(-1)?.text).toContain("Datum 10.12.2026")
  })
})

describe("withdrawal form words", () => {
  it("keeps the law's sentence whole: the struck alternatives are printed, not left out", () => {
    const sentence = (locale: "cs" | "ro") => WITHDRAWAL_FORM_TEXTS[locale].statement.map((run) => run.text).join("")
    expect(sentence("cs")).toBe(
      "Oznamuji/oznamujeme (*), že tímto odstupuji/odstupujeme (*) od smlouvy o nákupu tohoto zboží (*)/o poskytnutí těchto služeb (*)",
    )
    expect(sentence("ro")).toBe(
      "Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul referitor la vânzarea următoarelor produse (*)/prestarea următoarelor servicii (*)",
    )
    // What stands once the alternatives are struck: one consumer, goods.
    const kept = (locale: "cs" | "ro") =>
      WITHDRAWAL_FORM_TEXTS[locale].statement
        .filter((run) => !run.struck)
        .map((run) => run.text)
        .join("")
    expect(kept("cs")).toBe("Oznamuji (*), že tímto odstupuji (*) od smlouvy o nákupu tohoto zboží (*)")
    expect(kept("ro")).toBe("Vă informez (*) prin prezenta cu privire la retragerea mea (*) din contractul referitor la vânzarea următoarelor produse (*)")
  })
})
