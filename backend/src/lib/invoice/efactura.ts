import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { EFACTURA_STATES, type AdminEfacturaSyncResponse, type AdminInvoice } from "@electroshop/contracts/invoice"
import { strFromU8, unzipSync } from "fflate"

import { INVOICE_MODULE, type InvoiceModuleService } from "../../modules/invoice"
import { adminInvoice } from "../../modules/invoice/invoice-queries"
import { AnafError, parseAnafErrors } from "../../modules/invoice/providers/anaf-efactura"
import { decrypt, encrypt } from "../pii-crypto"
import { reportsToEfactura } from "./efactura-reporting"
import { invoiceRefusal } from "./messages"
import { isCreditNote } from "./invoice-texts"
import { ublDocument } from "./ubl"

/**
 * An upload marked in progress that got no index from ANAF this long after was cut off (the process sending
 * it ended mid-call: a restart, the seed's `medusa exec`): it is sent again. Longer than a call may take
 * (the login's 15 s and the upload's 30 s timeouts).
 */
const STALE_UPLOAD_SECONDS = 120

const invoices = (container: MedusaContainer) => container.resolve<InvoiceModuleService>(INVOICE_MODULE)

/**
 * Uploads an issued invoice (a credit note: a UBL CreditNote) to e-Factura as UBL 2.1 CIUS-RO: in progress with ANAF's index, or not
 * created with the reason when ANAF refused the upload or could not be reached (staff send it again).
 * The first send of an invoice another send has taken answers it as it is; `resend` (staff, of one not
 * created) is refused with 409 when it is in progress or created. What is uploaded is the invoice as issued.
 */
export async function sendToEfactura(container: MedusaContainer, invoiceId: string, { resend = false } = {}): Promise<AdminInvoice> {
  if (!reportsToEfactura()) throw invoiceRefusal(409, "efactura_not_reported")
  const service = invoices(container)
  const document = await service.invoiceDocument(invoiceId)
  if (!document) throw invoiceRefusal(404, "invoice_not_found")
  if (!(await service.claimEfacturaUpload(invoiceId, { resend, staleAfterSeconds: STALE_UPLOAD_SECONDS }))) {
    if (resend) throw invoiceRefusal(409, "efactura_already_sent")
    return (await adminInvoice(container, invoiceId))!
  }
  try {
    const uploadId = await service.efactura.upload(ublDocument(document), {
      cif: (document.supplier.company_id ?? "").replace(/\D/g, ""),
      consumer: !document.customer.company_id,
      standard: isCreditNote(document) ? "CN" : "UBL",
    })
    await service.updateInvoices({ id: invoiceId, efactura_upload_id: uploadId })
  } catch (error) {
    if (!(error instanceof AnafError)) throw error
    await service.updateInvoices({ id: invoiceId, efactura_state: "not_created", efactura_errors: { messages: [error.message] } })
  }
  return (await adminInvoice(container, invoiceId))!
}

/**
 * Sends every issued invoice never sent, or whose upload was cut off (its subscriber did not run or did not
 * finish: the backend stopped, the seed's process ended), then
 * asks ANAF for the state of every invoice in progress, oldest first (the job every two minutes, or staff
 * now): created when ANAF sealed it, not created with ANAF's errors when its validation refused it.
 * Stops at the first call ANAF does not answer: it is down, the next round asks again.
 */
export async function syncEfactura(container: MedusaContainer): Promise<AdminEfacturaSyncResponse> {
  const service = invoices(container)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const cutOff = {
    efactura_state: "in_progress" as const,
    efactura_upload_id: null,
    efactura_sent_at: { $lt: new Date(Date.now() - STALE_UPLOAD_SECONDS * 1000) },
  }
  const unsent = await service.listInvoices({ $or: [{ efactura_state: null }, cutOff] }, { select: ["id"], order: { sequence: "ASC" }, take: 50 })
  for (const { id } of unsent) await sendToEfactura(container, id)
  const pending = await service.listInvoices(
    { efactura_state: "in_progress" },
    { select: ["id", "number", "efactura_upload_id"], order: { efactura_sent_at: "ASC" }, take: 200 },
  )
  for (const invoice of pending) {
    // Being uploaded right now (or cut off, sent again on a later round).
    if (!invoice.efactura_upload_id) continue
    try {
      const { state, download_id } = await service.efactura.state(invoice.efactura_upload_id)
      if (state === "in_progress") continue
      // ANAF's answer: the invoice with its seal (kept, the legal original) or the errors.
      const answer = download_id ? await service.efactura.download(download_id) : null
      const errors = state === "nok" && answer ? anafErrors(answer) : state === "rejected" ? ["XML cu erori nepreluat de sistem"] : []
      await service.updateInvoices({
        id: invoice.id,
        efactura_state: state === "ok" ? "created" : "not_created",
        efactura_download_id: download_id,
        efactura_errors: { messages: errors },
        efactura_response_encrypted: state === "ok" && answer ? encrypt(answer.toString("base64")) : null,
      })
    } catch (error) {
      if (!(error instanceof AnafError)) throw error
      logger.warn(`e-Factura: the state of ${invoice.number} could not be read (${error.message}); asked again on the next round`)
      break
    }
  }
  const counts = await Promise.all(
    EFACTURA_STATES.map(async (state) => [state, (await service.listAndCountInvoices({ efactura_state: state }, { select: ["id"], take: 1 }))[1]] as const),
  )
  return { checked: pending.length, states: Object.fromEntries(counts) as AdminEfacturaSyncResponse["states"] }
}

/** ANAF's errors for a refused invoice: the XML in the zip it answers (the one that is not its signature). */
function anafErrors(zip: Buffer): string[] {
  const entries = unzipSync(new Uint8Array(zip))
  const name = Object.keys(entries).find((entry) => entry.endsWith(".xml") && !entry.startsWith("semnatura"))
  return name ? parseAnafErrors(strFromU8(entries[name])) : []
}

/** ANAF's answer to a created invoice as it was downloaded (a zip: the invoice and its signature); 404 when there is none. */
export async function efacturaResponse(container: MedusaContainer, invoiceId: string): Promise<{ number: string; zip: Buffer }> {
  const [invoice] = await invoices(container).listInvoices({ id: invoiceId }, { select: ["number", "efactura_response_encrypted"], take: 1 })
  if (!invoice?.efactura_response_encrypted) throw invoiceRefusal(404, "efactura_no_response")
  return { number: invoice.number, zip: Buffer.from(decrypt(invoice.efactura_response_encrypted), "base64") }
}
