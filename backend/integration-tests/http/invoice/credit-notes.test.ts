import { describe, expect, it } from "vitest"
import type {
  AdminEfacturaSyncResponse,
  AdminInvoice,
  AdminInvoiceCreditsResponse,
  AdminInvoiceListResponse,
  AdminInvoiceResponse,
  StoreOrderInvoicesResponse,
} from "@electroshop/contracts/invoice"
import { BACKEND_URL, VARIANT, admin, eventually, staffToken, store } from "../../helpers/api"
import { waitForMail } from "../../helpers/buyout"
import { isdocErrors } from "../../helpers/isdoc"
import { readPdf } from "../../helpers/pdf"
import { demoEmail } from "../../helpers/staff"
import { ublErrors } from "../../helpers/ubl"
import { pickupPoint, shippedOrder } from "../../helpers/warehouse"
import { invoiceMessage } from "../../../src/lib/invoice/messages"

/**
 * Credit notes (issue 37): an issued invoice is never changed; a return, a lower price or a cancellation is
 * a credit note of its own, numbered in its own series without gaps, referring to the invoice, printed and
 * e-mailed to the customer, in ISDOC (cz) or uploaded to e-Factura as a UBL CreditNote (ro). Together an
 * invoice's credit notes never credit more than it, even asked at once.
 */
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, unknown>; error_codes?: Record<string, string> }

const USED_PHONE = "apple-iphone-14-pouzity-a"
const SERIES = VARIANT === "cz" ? "OD" : "ST"
const FAKE_ANAF = process.env.FAKE_ANAF_URL ?? ""

const creditNotes = (invoiceId: string, json?: unknown) =>
  admin<Answer<AdminInvoiceResponse>>(`/admin/invoices/${invoiceId}/credit-notes`, { method: "POST", json })
const credits = (invoiceId: string) => admin<AdminInvoiceCreditsResponse>(`/admin/invoices/${invoiceId}/credit-notes`)
const adminFile = async (path: string) =>
  fetch(`${BACKEND_URL}${path}`, { headers: { authorization: `Bearer ${await staffToken(demoEmail("customer_service"))}` } })

describe("credit notes", () => {
  it("correct an invoice by a return, a lower price and a cancellation of the rest, never crediting more than it", async () => {
    const order = await shippedOrder(["usb-c-cable-1m", USED_PHONE], (await pickupPoint("packeta")).id)
    const {
      body: {
        invoices: [invoice],
      },
    } = await eventually(
      () => admin<AdminInvoiceListResponse>(`/admin/invoices?order_id=${order.id}`),
      ({ body }) => body.invoices.length > 0,
    )
    const { body: read } = await admin(`/admin/orders/${order.id}?fields=email,display_id`)

    // What can be credited: the cable and the used phone (in either order), then the shipping, nothing credited yet.
    const before = (await credits(invoice!.id)).body
    expect(before.credit_notes).toEqual([])
    expect(before.lines.map((line) => [line.line, line.quantity, line.credited_quantity, line.credited_total])).toEqual([
      [1, 1, 0, 0],
      [2, 1, 0, 0],
      [3, 1, 0, 0],
    ])
    const phone = before.lines.find((line) => /iPhone/.test(line.title))!
    const cable = before.lines.find((line) => line !== phone && line.line < before.lines.length)!

    // The used phone comes back: a credit note of its price, under the second-hand scheme as it was sold.
    const returned = await creditNotes(invoice!.id, { reason: "return", lines: [{ line: phone.line, quantity: 1 }] })
    expect(returned.status).toBe(201)
    const note = returned.body.invoice
    expect(note).toMatchObject({
      kind: "credit_note",
      corrects: { id: invoice!.id, number: invoice!.number },
      reason: "return",
      order_id: order.id,
      total: -phone.total,
      second_hand: true,
    })
    expect(note.number).toMatch(new RegExp(`^${SERIES}${note.issued_on.slice(0, 4)}-\\d{6}$`))

    // Not twice: more than is left is refused at the line's field, in the shop's words.
    const twice = await creditNotes(invoice!.id, { reason: "return", lines: [{ line: phone.line, quantity: 1 }] })
    expect(twice.status).toBe(400)
    expect(twice.body.errors).toEqual({ "lines.0.quantity": [invoiceMessage("credit_note_quantity_too_high", { max: 0 })] })
    expect(twice.body.error_codes).toEqual({ "lines.0.quantity": "credit_note_quantity_too_high" })
    const noReason = await creditNotes(invoice!.id, { lines: [] })
    expect(noReason.status).toBe(400)
    expect(Object.keys(noReason.body.errors ?? {})).toEqual(["reason"])
    const nothingAsked = await creditNotes(invoice!.id, { reason: "price_correction", lines: [] })
    expect(nothingAsked.status).toBe(400)
    expect(Object.keys(nothingAsked.body.errors ?? {})).toEqual(["lines"])

    // A lower price on the cable: 10 off.
    const lowered = await creditNotes(invoice!.id, { reason: "price_correction", lines: [{ line: cable.line, amount: 1_000 }] })
    expect(lowered.status).toBe(201)
    expect(lowered.body.invoice).toMatchObject({ reason: "price_correction", total: -1_000 })

    // The rest cancelled, asked twice at once: one credit note, the other finds nothing left.
    const cancelled = await Promise.all([1, 2].map(() => creditNotes(invoice!.id, { reason: "cancellation" })))
    expect(cancelled.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(cancelled.find((answer) => answer.status === 409)!.body).toMatchObject({
      code: "credit_note_nothing_left",
      message: invoiceMessage("credit_note_nothing_left"),
    })
    const after = (await credits(invoice!.id)).body
    expect(after.lines.every((line) => line.credited_total === line.total)).toBe(true)
    expect(after.credit_notes.map((n) => n.reason)).toEqual(["return", "price_correction", "cancellation"])
    expect(after.credit_notes.reduce((sum, n) => sum + n.total, 0)).toBe(-invoice!.total)
    // The series has no gap: the three notes' numbers follow one another.
    const sequences = after.credit_notes.map((n) => Number(n.number.slice(-6)))
    expect(sequences).toEqual([sequences[0], sequences[0]! + 1, sequences[0]! + 2])

    // A credit note is not corrected itself.
    const ofNote = await creditNotes(note.id, { reason: "cancellation" })
    expect(ofNote.status).toBe(409)
    expect(ofNote.body.code).toBe("credit_note_of_credit_note")

    // Printed as a credit note naming the invoice, and e-mailed to the customer with its PDF.
    const pdf = await adminFile(`/admin/invoices/${note.id}/pdf`)
    const { pages } = await readPdf(await pdf.arrayBuffer())
    expect(pages[0]!.text).toContain(VARIANT === "cz" ? "Opravný daňový doklad" : "Factură de stornare")
    expect(pages[0]!.text).toContain(invoice!.number)
    const mail = await waitForMail(read.order.email, (m) => m.attachments.some((a) => a.filename === `${note.number}.pdf`))
    expect(mail.subject).toBe(
      VARIANT === "cz"
        ? `Opravný daňový doklad ${note.number} k objednávce č. ${read.order.display_id}`
        : `Factura de stornare ${note.number} pentru comanda nr. ${read.order.display_id}`,
    )

    // Its XML: a valid ISDOC dobropis for Czech accounting, or a valid UBL CreditNote for e-Factura.
    if (VARIANT === "cz") {
      const isdoc = await (await adminFile(`/admin/invoices/${note.id}/isdoc`)).text()
      expect(await isdocErrors(isdoc)).toEqual([])
      expect(isdoc).toContain("<DocumentType>2</DocumentType>")
      expect(isdoc).toContain(`<ID>${invoice!.number}</ID>`)
    } else {
      const ubl = await (await adminFile(`/admin/invoices/${note.id}/ubl`)).text()
      expect(await ublErrors(ubl, "CreditNote")).toEqual([])
      // Uploaded to ANAF as a credit note (standard=CN), and created there.
      const uploadedNote = await eventually(
        async () => (await admin<AdminInvoiceListResponse>(`/admin/invoices?order_id=${order.id}&limit=10`)).body.invoices.find((i) => i.id === note.id),
        (found) => !!found?.efactura?.upload_id,
      )
      const uploads = (await (await fetch(`${FAKE_ANAF}/__uploads`)).json()) as { index: string; standard: string; xml: string }[]
      expect(uploads.find((u) => u.index === uploadedNote!.efactura!.upload_id)).toMatchObject({ standard: "CN", xml: ubl })
      await eventually(
        async () => {
          await admin<AdminEfacturaSyncResponse>("/admin/invoices/efactura-sync", { method: "POST" })
          return (await admin<AdminInvoiceListResponse>(`/admin/invoices?order_id=${order.id}&limit=10`)).body.invoices.find((i) => i.id === note.id)
        },
        (found) => found?.efactura?.state === "created",
      )
    }

    // The shopper's order lists the invoice and its credit notes.
    const { body: listed } = await store<StoreOrderInvoicesResponse>(`/store/orders/${order.id}/invoices`)
    expect(listed.invoices.map((i) => [i.number, i.kind])).toEqual([
      [invoice!.number, "invoice"],
      ...after.credit_notes.map((n: AdminInvoice) => [n.number, "credit_note"]),
    ])

    // The warehouse does not issue them.
    const warehouse = await fetch(`${BACKEND_URL}/admin/invoices/${invoice!.id}/credit-notes`, {
      method: "POST",
      headers: { authorization: `Bearer ${await staffToken(demoEmail("warehouse"))}`, "content-type": "application/json" },
      body: JSON.stringify({ reason: "cancellation" }),
    })
    expect(warehouse.status).toBe(403)
  })
})
