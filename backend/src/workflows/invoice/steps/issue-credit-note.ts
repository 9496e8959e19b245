import type { AdminCreateCreditNote } from "@electroshop/contracts/invoice"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

import { creditNoteDraft } from "../../../lib/invoice/credit-note"
import { invoiceSeries, shopDay } from "../../../lib/invoice/invoice-draft"
import { invoiceRefusal } from "../../../lib/invoice/messages"
import { INVOICE_MODULE, type InvoiceModuleService } from "../../../modules/invoice"

/** `return_id`: the return (a withdrawal) whose goods it credits. */
export type IssueCreditNoteInput = AdminCreateCreditNote & { invoice_id: string; return_id?: string }

// No compensation, as for an invoice: an issued credit note is never withdrawn, and its number stays used.
export const issueCreditNoteStep = createStep("issue-credit-note", async ({ invoice_id, return_id, ...request }: IssueCreditNoteInput, { container }) => {
  const at = new Date()
  const note = await container.resolve<InvoiceModuleService>(INVOICE_MODULE).issueCreditNote(
    invoice_id,
    invoiceSeries(shopDay(at), "credit_note"),
    (invoice, creditNotes) => {
      if (invoice.kind === "credit_note") throw invoiceRefusal(409, "credit_note_of_credit_note")
      return creditNoteDraft(invoice, creditNotes, request, at)
    },
    return_id ?? null,
  )
  if (!note) throw invoiceRefusal(404, "invoice_not_found")
  return new StepResponse(note)
})
