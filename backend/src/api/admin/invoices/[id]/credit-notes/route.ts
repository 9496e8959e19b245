import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCreateCreditNote, AdminInvoiceCreditsResponse, AdminInvoiceResponse } from "@electroshop/contracts/invoice"
import { invoiceCredits } from "../../../../../lib/invoice/invoice-credits"
import { adminInvoice } from "../../../../../modules/invoice/invoice-queries"
import { issueCreditNoteWorkflow } from "../../../../../workflows/invoice"

/** The invoice's lines with what its credit notes credited so far, and the credit notes. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminInvoiceCreditsResponse>) {
  res.json(await invoiceCredits(req.scope, req.params.id!))
}

/**
 * Issues a credit note correcting the invoice; 400 naming the line's field when more is asked than is left,
 * 409 `credit_note_nothing_left` when the invoice is credited whole, `credit_note_of_credit_note` for a credit note.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateCreditNote>, res: MedusaResponse<AdminInvoiceResponse>) {
  const { result } = await issueCreditNoteWorkflow(req.scope).run({ input: { ...req.validatedBody, invoice_id: req.params.id! } })
  res.status(201).json({ invoice: (await adminInvoice(req.scope, result.id))! })
}
