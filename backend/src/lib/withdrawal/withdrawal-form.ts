import { formatDate } from "@electroshop/domain"
import type { ShopLocale } from "@electroshop/domain/variant"
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from "pdfmake/interfaces"
import { a4Page, GREY, renderPdf, RULE } from "../pdf/render"

/** A withdrawal as the shopper sent it, to be printed on the model withdrawal form. */
export type WithdrawalForm = {
  /** The shop: name, one-line address, e-mail (the addressee of the form). */
  trader: { name: string; address: string; email: string }
  order_display_id: number
  /** YYYY-MM-DD */
  ordered_on: string
  /** YYYY-MM-DD, null when not known */
  received_on: string | null
  consumer: { name: string; address: string[] }
  items: { title: string; quantity: number }[]
  /** Where the refund goes, when the shopper gave an account. */
  refund_account: string | null
  /** YYYY-MM-DD, the day the shopper sent it */
  submitted_on: string
}

/** A run of a model sentence; `struck` marks an alternative that does not apply to a single consumer returning goods. */
export type FormRun = { text: string; struck?: true }

/** The words of the withdrawal form in one language. */
export type WithdrawalFormTexts = {
  /** The law's name for the form, printed above its title; the Romanian form has only its title. */
  model: string | null
  title: string
  instruction: string
  addressee: string
  /** The withdrawal sentence, verbatim: its runs joined are the law's text. */
  statement: FormRun[]
  ordered_received: string
  consumer_name: string
  consumer_address: string
  signature: string
  date: string
  /** The model's footnote to its (*) alternatives. */
  alternatives_note: string
  // The shop's own words, not the law's.
  order: (displayId: number) => string
  /** Why there is no signature: a form sent electronically needs none. */
  sent_electronically: string
  refund_account: string
}

// The fixed parts are the model forms' wording, verbatim: the Czech one of the annex to Nařízení vlády
// č. 363/2013 Sb. (the "Vzorový formulář pro odstoupení od smlouvy"), the Romanian one of OUG nr. 34/2014,
// its annex, part B (the model form). Both transpose Annex I(B) of Directive 2011/83/EU.
export const WITHDRAWAL_FORM_TEXTS: Record<ShopLocale, WithdrawalFormTexts> = {
  cs: {
    model: "Vzorový formulář pro odstoupení od smlouvy",
    title: "Oznámení o odstoupení od smlouvy",
    instruction: "(vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy)",
    addressee: "Adresát",
    statement: [
      { text: "Oznamuji" },
      { text: "/oznamujeme", struck: true },
      { text: " (*), že tímto odstupuji" },
      { text: "/odstupujeme", struck: true },
      { text: " (*) od smlouvy o nákupu tohoto zboží (*)" },
      { text: "/o poskytnutí těchto služeb (*)", struck: true },
    ],
    ordered_received: "Datum objednání (*)/datum obdržení (*)",
    consumer_name: "Jméno a příjmení spotřebitele/spotřebitelů",
    consumer_address: "Adresa spotřebitele/spotřebitelů",
    signature: "Podpis spotřebitele/spotřebitelů (pouze pokud je tento formulář zasílán v listinné podobě)",
    date: "Datum",
    alternatives_note: "(*) Nehodící se škrtněte nebo údaje doplňte.",
    order: (displayId) => `Objednávka č. ${displayId}`,
    sent_electronically: "nepodepisuje se – odesláno elektronicky",
    refund_account: "Číslo účtu pro vrácení peněz",
  },
  ro: {
    model: null,
    title: "Formular de retragere",
    instruction: "(completați și returnați acest formular numai dacă doriți să vă retrageți din contract)",
    addressee: "Către",
    statement: [
      { text: "Vă informez" },
      { text: "/Vă informăm", struck: true },
      { text: " (*) prin prezenta cu privire la retragerea mea" },
      { text: "/noastră", struck: true },
      { text: " (*) din contractul referitor la vânzarea următoarelor produse (*)" },
      { text: "/prestarea următoarelor servicii (*)", struck: true },
    ],
    ordered_received: "Comandat la data (*)/primit la data (*)",
    consumer_name: "Numele consumatorului/consumatorilor",
    consumer_address: "Adresa consumatorului/consumatorilor",
    signature: "Semnătura consumatorului/consumatorilor (doar în cazul în care acest formular este notificat pe hârtie)",
    date: "Data",
    alternatives_note: "(*) Se elimină după caz.",
    order: (displayId) => `Comanda nr. ${displayId}`,
    sent_electronically: "nu se semnează – trimis electronic",
    refund_account: "Contul pentru restituirea banilor",
  },
}

/** A row of the form: one of the model's items, ruled off from the one before, or a returned item under the statement. */
type Row = { cell: TableCell; ruled: boolean }

/** The model's items one under another, ruled like a paper form; only whole items are ruled off. */
function formLayout(rows: Row[]): CustomTableLayout {
  return {
    hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0.8 : rows[i].ruled ? 0.4 : 0),
    vLineWidth: () => 0,
    hLineColor: (i, node) => (i === 0 || i === node.table.body.length ? "#444444" : RULE),
    paddingLeft: () => 0,
    paddingRight: () => 0,
    paddingTop: () => 0,
    paddingBottom: () => 0,
  }
}

/** An item of the model: its words in grey, what the shopper filled in under them. */
function field(label: string, value: Content): Row {
  return { ruled: true, cell: { stack: [{ text: label, color: GREY, fontSize: 8.5 }, value], margin: [0, 6, 0, 6] } }
}

/**
 * The sentence with the alternatives that do not apply struck through, as the model's footnote asks, then what is
 * returned, a row each so that a long list breaks across pages between items, and the order.
 */
function statement(form: WithdrawalForm, texts: WithdrawalFormTexts): Row[] {
  const sentence = texts.statement.map((run) => (run.struck ? { text: run.text, decoration: "lineThrough" as const, color: GREY } : run.text))
  return [
    { ruled: true, cell: { text: sentence, margin: [0, 6, 0, 4] } },
    // A no-break space keeps the quantity with the end of a long title.
    ...form.items.map((item): Row => ({ ruled: false, cell: { ul: [`${item.title}\u00a0×\u00a0${item.quantity}`], margin: [0, 1, 0, 1] } })),
    { ruled: false, cell: { text: texts.order(form.order_display_id), bold: true, margin: [0, 4, 0, 6] } },
  ]
}

function fields(form: WithdrawalForm, texts: WithdrawalFormTexts): Content {
  const received = form.received_on ? formatDate(form.received_on) : "—"
  const rows: Row[] = [
    field(texts.addressee, { stack: [{ text: form.trader.name, bold: true }, form.trader.address, form.trader.email] }),
    ...statement(form, texts),
    field(texts.ordered_received, `${formatDate(form.ordered_on)} / ${received}`),
    field(texts.consumer_name, { text: form.consumer.name, bold: true }),
    field(texts.consumer_address, { stack: form.consumer.address }),
  ]
  if (form.refund_account) rows.push(field(texts.refund_account, form.refund_account))
  rows.push(
    // The line stays, with the law's words, so the form reads as the model; the shopper sent it electronically.
    field(texts.signature, { text: texts.sent_electronically, italics: true, color: GREY }),
    field(texts.date, formatDate(form.submitted_on)),
  )
  return {
    table: { widths: ["*"], dontBreakRows: true, body: rows.map((row) => [row.cell]) },
    layout: formLayout(rows),
    fontSize: 10,
    margin: [0, 0, 0, 10],
  }
}

function withdrawalFormDocDefinition(form: WithdrawalForm, locale: ShopLocale): TDocumentDefinitions {
  const texts = WITHDRAWAL_FORM_TEXTS[locale]
  return {
    ...a4Page(locale),
    // The shopper is the notice's author; the order tells one notice from another.
    info: { title: texts.title, author: form.consumer.name, subject: texts.order(form.order_display_id) },
    content: [
      ...(texts.model ? [{ text: texts.model, style: "label" }] : []),
      { text: texts.title, style: "title", margin: [0, 2, 0, 4] },
      { text: texts.instruction, italics: true, color: GREY, margin: [0, 0, 0, 16] },
      fields(form, texts),
      { text: texts.alternatives_note, fontSize: 8, color: GREY },
    ],
  }
}

/** The EU model withdrawal form filled in with a withdrawal the shopper sent, as a PDF in the shop's language. */
export async function withdrawalFormPdf(form: WithdrawalForm, locale: ShopLocale): Promise<Buffer> {
  return renderPdf(withdrawalFormDocDefinition(form, locale))
}
