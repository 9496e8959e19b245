import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminInvoiceCreditsResponse } from "@electroshop/contracts/invoice"

import { INVOICE_MODULE, type InvoiceModuleService } from "../../modules/invoice"
import { invoiceCreditNotes } from "../../modules/invoice/invoice-queries"
import { creditableLines } from "./credit-note"
import { issuedInvoice } from "./invoice-file"

/** What staff see before crediting an invoice: its lines, how much of each its credit notes credited, and those notes. */
export async function invoiceCredits(container: MedusaContainer, invoiceId: string): Promise<AdminInvoiceCreditsResponse> {
  const invoice = await issuedInvoice(container, invoiceId)
  const credit_notes = await invoiceCreditNotes(container, invoiceId)
  const service = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const documents = await Promise.all(credit_notes.map(async (note) => (await service.invoiceDocument(note.id))!))
  return { lines: creditableLines(invoice, documents), credit_notes }
}
