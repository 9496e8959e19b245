import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"

import { issueCreditNoteStep, type IssueCreditNoteInput } from "./steps/issue-credit-note"
import { issueInvoiceStep } from "./steps/issue-invoice"

/**
 * Emitted with `{ id }` when an invoice or a credit note is issued (not when the order's invoice was found):
 * subscribers/invoice-issued.ts reports it.
 */
export const INVOICE_ISSUED_EVENT = "invoice.issued"

/**
 * The order's invoice, issued when its goods leave the shop (a parcel handed to its carrier, an order
 * handed out at a store's counter: the day of the taxable supply), unless it has one already.
 */
export const issueInvoiceWorkflow = createWorkflow("issue-invoice", (input: { order_id: string }) => {
  const invoice = issueInvoiceStep(input)
  when({ invoice }, ({ invoice }) => invoice.issued).then(() => {
    emitEventStep({ eventName: INVOICE_ISSUED_EVENT, data: transform({ invoice }, ({ invoice }) => ({ id: invoice.id })) })
  })
  return new WorkflowResponse(invoice)
})

/** A credit note correcting an issued invoice (a cancellation, a return, a price correction), reported as an invoice is. */
export const issueCreditNoteWorkflow = createWorkflow("issue-credit-note", (input: IssueCreditNoteInput) => {
  const note = issueCreditNoteStep(input)
  emitEventStep({ eventName: INVOICE_ISSUED_EVENT, data: transform({ note }, ({ note }) => ({ id: note.id })) })
  return new WorkflowResponse(note)
})
