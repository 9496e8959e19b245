import { describe, expect, it } from "vitest"
import type { AdminInvoice, AdminInvoiceListResponse, AdminInvoiceResponse, StoreOrderInvoicesResponse } from "@electroshop/contracts/invoice"
import { BACKEND_URL, VARIANT, admin, eventually, getPublishableKey, signedIn, staffToken, store } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { strFromU8, unzipSync } from "fflate"
import { isdocErrors } from "../../helpers/isdoc"
import { readPdf } from "../../helpers/pdf"
import { demoEmail } from "../../helpers/staff"
import { packedOrder, pickupPoint, shippedOrder } from "../../helpers/warehouse"
import { invoiceMessage } from "../../../src/lib/invoice/messages"

/**
 * Invoices (issue 37): an order's invoice is issued when its goods leave, numbered in one series per year
 * without gaps, printed with every field the law asks for, attached to the tracking e-mail, and never
 * issued twice. A used phone the shop bought from a consumer is sold under the second-hand scheme: its
 * line carries no VAT, the new cable's does.
 */
type Answer<T> = T & { code?: string; message?: string }
const USED_PHONE = "apple-iphone-14-pouzity-a"
const SECOND_HAND = VARIANT === "cz" ? "zvláštní režim – použité zboží" : "regimul special – bunuri second-hand"
const CUSTOMER_SERVICE = demoEmail("customer_service")

const invoicesOf = (orderId: string) => admin<AdminInvoiceListResponse>(`/admin/invoices?order_id=${orderId}`)
const pdfOf = async (invoice: AdminInvoice, as = CUSTOMER_SERVICE) =>
  fetch(`${BACKEND_URL}/admin/invoices/${invoice.id}/pdf`, { headers: { authorization: `Bearer ${await staffToken(as)}` } })

const adminFile = async (path: string) => fetch(`${BACKEND_URL}${path}`, { headers: { authorization: `Bearer ${await staffToken(CUSTOMER_SERVICE)}` } })

const storeFile = async (path: string) => fetch(`${BACKEND_URL}${path}`, { headers: { "x-publishable-api-key": await getPublishableKey() } })

describe("invoices", () => {
  it("are issued as the goods leave, with the second-hand scheme on the used phone, printed, e-mailed and never issued twice", async () => {
    const point = (await pickupPoint("packeta")).id
    // Packed but still in the shop: no taxable supply yet, so no invoice.
    const waiting = await packedOrder(["usb-c-cable-1m"], { point })
    expect((await invoicesOf(waiting.id)).body.invoices).toEqual([])
    const early = await admin<Answer<AdminInvoiceListResponse>>(`/admin/orders/${waiting.id}/invoice`, { method: "POST" })
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ code: "invoice_not_shipped", message: invoiceMessage("invoice_not_shipped") })

    const order = await shippedOrder(["usb-c-cable-1m", USED_PHONE], point)
    const {
      body: { invoices },
    } = await eventually(
      () => invoicesOf(order.id),
      ({ body }) => body.invoices.length > 0,
    )
    const { body: read } = await admin(`/admin/orders/${order.id}?fields=total,email,display_id,currency_code`)
    const invoice = invoices[0]!
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: VARIANT === "cz" ? "Europe/Prague" : "Europe/Bucharest" }).format(new Date())
    expect(invoice).toMatchObject({
      order_id: order.id,
      order_display_id: read.order.display_id,
      currency_code: read.order.currency_code,
      total: Math.round(Number(read.order.total) * 100),
      second_hand: true,
      issued_on: today,
      supply_on: today,
    })
    expect(invoice.number).toMatch(new RegExp(`^${VARIANT === "cz" ? "FV" : "ES"}${today.slice(0, 4)}-\\d{6}$`))

    // The PDF as a reader sees it: the number, the order, the second-hand wording; never cached (it names the shopper).
    const pdf = await pdfOf(invoice)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    expect(pdf.headers.get("cache-control")).toBe("no-store")
    const {
      pages: [{ text: page }],
    } = await readPdf(await pdf.arrayBuffer())
    expect(page).toContain(invoice.number)
    expect(page).toContain(String(read.order.display_id))
    expect(page).toContain(SECOND_HAND)
    expect(page).toContain(VARIANT === "cz" ? "DIČ" : "Cod TVA")
    // The shop's account a bank transfer goes to (the demo's, BANK_ACCOUNT_CZ / BANK_IBAN_RO unset).
    expect(page).toContain(VARIANT === "cz" ? "CZ15 2010 0000 0020 0123 4561" : "RO49 AAAA 1B31 0075 9384 0000")

    // Its ISDOC for Czech accounting software, valid against the standard's own schema.
    const isdoc = await fetch(`${BACKEND_URL}/admin/invoices/${invoice.id}/isdoc`, {
      headers: { authorization: `Bearer ${await staffToken(CUSTOMER_SERVICE)}` },
    })
    expect(isdoc.status).toBe(200)
    expect(isdoc.headers.get("content-type")).toContain("application/xml")
    expect(isdoc.headers.get("cache-control")).toBe("no-store")
    const xml = await isdoc.text()
    expect(await isdocErrors(xml)).toEqual([])
    expect(xml).toContain(`<ID>${invoice.number}</ID>`)

    // The month for the accountant: each invoice's XML (ISDOC in cz, e-Factura's UBL in ro) and the VAT summary, zipped.
    const exported = await fetch(`${BACKEND_URL}/admin/invoices/export?month=${today.slice(0, 7)}`, {
      headers: { authorization: `Bearer ${await staffToken(demoEmail("accountant"))}` },
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get("content-disposition")).toContain(`invoices-${today.slice(0, 7)}.zip`)
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()))
    if (VARIANT === "cz") expect(strFromU8(files[`${invoice.number}.isdoc`]!)).toBe(xml)
    else expect(strFromU8(files[`${invoice.number}.xml`]!)).toBe(await (await adminFile(`/admin/invoices/${invoice.id}/ubl`)).text())
    const summary = strFromU8(files[`vat-${today.slice(0, 7)}.csv`]!)
    expect(summary).toContain(VARIANT === "cz" ? "Sazba DPH;Základ;DPH;Celkem" : "Cota TVA;Valoare fără TVA;TVA;Total")
    expect(summary).toContain(VARIANT === "cz" ? "použité zboží – zvláštní režim" : "bunuri second-hand – regim special")
    const missingMonth = await fetch(`${BACKEND_URL}/admin/invoices/export`, { headers: { authorization: `Bearer ${await staffToken(CUSTOMER_SERVICE)}` } })
    expect(missingMonth.status).toBe(400)
    expect(Object.keys(((await missingMonth.json()) as { errors?: object }).errors ?? {})).toEqual(["month"])

    // Attached to the tracking e-mail.
    const mail = await waitForMail(read.order.email, (m) => m.attachments.some((a) => a.filename === `${invoice.number}.pdf`))
    const attached = mail.attachments.find((a) => a.filename === `${invoice.number}.pdf`)!
    expect(attached.contentType).toBe("application/pdf")
    expect((await readPdf(Buffer.from(attached.base64, "base64"))).pages[0]!.text).toContain(invoice.number)

    // Sent again by staff (the shopper lost that e-mail): an e-mail of its own with the PDF; the warehouse may not.
    const resent = await admin<AdminInvoiceResponse>(`/admin/invoices/${invoice.id}/send`, { method: "POST" })
    expect(resent.status).toBe(200)
    expect(resent.body.invoice.id).toBe(invoice.id)
    const resentMail = await waitForMail(read.order.email, (m) => m.subject.includes(invoice.number))
    expect(resentMail.subject).toBe(
      VARIANT === "cz"
        ? `Faktura ${invoice.number} k objednávce č. ${read.order.display_id}`
        : `Factura ${invoice.number} pentru comanda nr. ${read.order.display_id}`,
    )
    expect(resentMail.attachments.map((a) => a.filename)).toEqual([`${invoice.number}.pdf`])
    const warehouseSend = await fetch(`${BACKEND_URL}/admin/invoices/${invoice.id}/send`, {
      method: "POST",
      headers: { authorization: `Bearer ${await staffToken(demoEmail("warehouse"))}` },
    })
    expect(warehouseSend.status).toBe(403)

    // The shopper's order page lists it and gives its PDF (the order's id lets them in, as to the page); never another order's.
    const { body: listed } = await store<StoreOrderInvoicesResponse>(`/store/orders/${order.id}/invoices`)
    expect(listed.invoices).toEqual([{ id: invoice.id, kind: "invoice", number: invoice.number, issued_on: today }])
    const own = await storeFile(`/store/orders/${order.id}/invoices/${invoice.id}/pdf`)
    expect(own.status).toBe(200)
    expect(own.headers.get("cache-control")).toBe("private, no-store")
    expect((await readPdf(await own.arrayBuffer())).pages[0]!.text).toContain(invoice.number)
    expect((await storeFile(`/store/orders/${waiting.id}/invoices/${invoice.id}/pdf`)).status).toBe(404)

    // Asked again, at once and twice: the same invoice, no number used.
    const again = await Promise.all([1, 2].map(() => admin<AdminInvoiceListResponse>(`/admin/orders/${order.id}/invoice`, { method: "POST" })))
    for (const answer of again) expect(answer.body.invoices.map((i) => i.id)).toEqual([invoice.id])

    // One series without gaps: this year's numbers run 1, 2, 3… however many invoices the tests issued.
    const { body: year } = await admin<AdminInvoiceListResponse>(`/admin/invoices?limit=200&q=${invoice.number.slice(0, -7)}`)
    const numbers = year.invoices.map((i) => Number(i.number.slice(-6))).sort((a, b) => a - b)
    expect(numbers).toEqual(numbers.map((_, i) => i + 1))

    // Found by its order's number and by its month; unknown invoices are 404 in the shop's words.
    const { body: byOrder } = await admin<AdminInvoiceListResponse>(`/admin/invoices?q=${read.order.display_id}`)
    expect(byOrder.invoices.map((i) => i.id)).toContain(invoice.id)
    const { body: byMonth } = await admin<AdminInvoiceListResponse>(`/admin/invoices?month=${today.slice(0, 7)}&limit=200`)
    expect(byMonth.invoices.map((i) => i.id)).toContain(invoice.id)
    const badMonth = await admin(`/admin/invoices?month=2026-13`)
    expect(badMonth.status).toBe(400)
    expect(Object.keys(badMonth.body.errors ?? {})).toEqual(["month"])
    const missing = await fetch(`${BACKEND_URL}/admin/invoices/inv_none/pdf`, { headers: { authorization: `Bearer ${await staffToken(CUSTOMER_SERVICE)}` } })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: "invoice_not_found", message: invoiceMessage("invoice_not_found") })

    // A role without the orders' permission neither lists nor prints them.
    const editor = demoEmail("content_editor")
    expect((await signedIn(editor)("/admin/invoices")).status).toBe(403)
    expect((await pdfOf(invoice, editor)).status).toBe(403)
  })
})
