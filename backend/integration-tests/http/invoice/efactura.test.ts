import { strFromU8, unzipSync } from "fflate"
import { describe, expect, it } from "vitest"
import type { AdminEfacturaSyncResponse, AdminInvoice, AdminInvoiceListResponse, AdminInvoiceResponse } from "@electroshop/contracts/invoice"
import { BACKEND_URL, VARIANT, admin, eventually, staffToken } from "../../helpers/api"
import { demoEmail } from "../../helpers/staff"
import { ublErrors } from "../../helpers/ubl"
import { pickupPoint, shippedOrder } from "../../helpers/warehouse"
import { invoiceMessage } from "../../../src/lib/invoice/messages"

/**
 * Romania's e-Factura (issue 37): every invoice issued in ro is uploaded to ANAF's SPV as UBL 2.1 CIUS-RO
 * (here its stand-in, scripts/lib/fake-anaf.mjs, which validates it against the XSD and the CIUS-RO rules
 * it checks) and follows the specification's states: in progress while ANAF validates it, created once
 * ANAF has it, not created when the upload fails; staff send it again and ask ANAF about it.
 */
type Answer<T> = T & { code?: string; message?: string }
type FakeUpload = { index: string; cif: string; b2c: boolean; standard: string; state: string; errors: string[]; xml: string }

const FAKE_ANAF = process.env.FAKE_ANAF_URL ?? ""
const CUSTOMER_SERVICE = demoEmail("customer_service")

const fake = (path: string, json?: unknown) =>
  fetch(`${FAKE_ANAF}${path}`, json === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) })
const invoiceOf = async (orderId: string) => (await admin<AdminInvoiceListResponse>(`/admin/invoices?order_id=${orderId}`)).body.invoices[0]
const uploaded = (invoice: AdminInvoice | undefined) => !!invoice?.efactura?.upload_id
const sync = () => admin<Answer<AdminEfacturaSyncResponse>>("/admin/invoices/efactura-sync", { method: "POST" })

describe.runIf(VARIANT === "ro")("e-Factura", () => {
  it("uploads the invoice as it is issued: in progress while ANAF validates it, then created, never sent twice", async () => {
    await fake("/__hold", { on: true })
    const order = await shippedOrder(["usb-c-cable-1m"], (await pickupPoint("packeta")).id)
    const invoice = (await eventually(() => invoiceOf(order.id), uploaded))!
    expect(invoice.efactura).toMatchObject({ state: "in_progress", errors: [] })

    // What ANAF received: the invoice's UBL as the admin downloads it, valid, from the shop's CUI, a consumer's (B2C).
    const uploads = (await (await fake("/__uploads")).json()) as FakeUpload[]
    const upload = uploads.find((u) => u.index === invoice.efactura!.upload_id)!
    expect(upload).toMatchObject({ cif: "12345674", b2c: true, standard: "UBL", state: "in prelucrare" })
    const ubl = await fetch(`${BACKEND_URL}/admin/invoices/${invoice.id}/ubl`, { headers: { authorization: `Bearer ${await staffToken(CUSTOMER_SERVICE)}` } })
    expect(ubl.headers.get("cache-control")).toBe("no-store")
    expect(ubl.headers.get("content-disposition")).toContain(`${invoice.number}.xml`)
    expect(upload.xml).toBe(await ubl.text())
    expect(await ublErrors(upload.xml)).toEqual([])

    // ANAF still validating: asked, it stays in progress.
    const waiting = await sync()
    expect(waiting.status).toBe(200)
    expect(waiting.body.checked).toBeGreaterThanOrEqual(1)
    expect((await invoiceOf(order.id))!.efactura!.state).toBe("in_progress")
    const early = await admin<Answer<unknown>>(`/admin/invoices/${invoice.id}/efactura`)
    expect(early.status).toBe(404)
    expect(early.body).toMatchObject({ code: "efactura_no_response", message: invoiceMessage("efactura_no_response") })

    // ANAF has it: created.
    await fake("/__hold", { on: false })
    const done = await sync()
    expect(done.body.states.created).toBeGreaterThanOrEqual(1)
    expect((await invoiceOf(order.id))!.efactura).toMatchObject({ state: "created", errors: [] })
    // ANAF's answer kept as downloaded: the invoice as uploaded and ANAF's signature over it.
    const response = await fetch(`${BACKEND_URL}/admin/invoices/${invoice.id}/efactura`, {
      headers: { authorization: `Bearer ${await staffToken(CUSTOMER_SERVICE)}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("content-disposition")).toContain(`${invoice.number}-anaf.zip`)
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual([`${upload.index}.xml`, `semnatura_${upload.index}.xml`])
    expect(strFromU8(files[`${upload.index}.xml`]!)).toBe(upload.xml)
    const createdOnes = await admin<AdminInvoiceListResponse>("/admin/invoices?efactura_state=created&limit=200")
    expect(createdOnes.body.invoices.map((i) => i.id)).toContain(invoice.id)

    // A created invoice is not uploaded again.
    const again = await admin<Answer<AdminInvoiceResponse>>(`/admin/invoices/${invoice.id}/efactura`, { method: "POST" })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: "efactura_already_sent", message: invoiceMessage("efactura_already_sent") })
  })

  it("an upload ANAF does not take leaves the invoice not created with the reason; sent again, it is created", async () => {
    // ANAF's next answer (the upload) is a 503.
    await fake("/__fail", { status: 503 })
    const order = await shippedOrder(["usb-c-cable-1m"], (await pickupPoint("packeta")).id)
    const failed = (await eventually(
      () => invoiceOf(order.id),
      (invoice) => invoice?.efactura?.state === "not_created",
    ))!
    expect(failed.efactura!.upload_id).toBeNull()
    expect(failed.efactura!.errors.join(" ")).toContain("503")

    // Two clicks at once upload it once.
    const sent = await Promise.all([1, 2].map(() => admin<Answer<AdminInvoiceResponse>>(`/admin/invoices/${failed.id}/efactura`, { method: "POST" })))
    expect(sent.map((answer) => answer.status).sort()).toEqual([200, 409])
    const resent = sent.find((answer) => answer.status === 200)!.body.invoice
    expect(resent.efactura).toMatchObject({ state: "in_progress", errors: [] })
    const uploads = (await (await fake("/__uploads")).json()) as FakeUpload[]
    expect(uploads.filter((u) => u.xml.includes(`<cbc:ID>${failed.number}</cbc:ID>`))).toHaveLength(1)

    await sync()
    expect((await invoiceOf(order.id))!.efactura).toMatchObject({ state: "created", errors: [] })
  })
})

describe.runIf(VARIANT === "cz")("e-Factura in cz", () => {
  it("is not where invoices go: no state, and ANAF is not asked", async () => {
    const { body } = await admin<AdminInvoiceListResponse>("/admin/invoices?limit=1")
    expect(body.efactura).toBe(false)
    const refused = await sync()
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: "efactura_not_reported", message: invoiceMessage("efactura_not_reported") })
  })
})
