import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invoiceFile, invoiceFileName } from "../../../../../../../lib/invoice/invoice-file"
import { invoiceRefusal } from "../../../../../../../lib/invoice/messages"
import { orderInvoices } from "../../../../../../../modules/invoice/invoice-queries"

/** One of the order's invoices as PDF, for its shopper (the order's id lets them in, as to the order's page); never cached: it names them. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { id, invoice_id } = req.params as { id: string; invoice_id: string }
  if (!(await orderInvoices(req.scope, id)).some((invoice) => invoice.id === invoice_id)) throw invoiceRefusal(404, "invoice_not_found")
  const { number, pdf } = await invoiceFile(req.scope, invoice_id)
  res.setHeader("content-type", "application/pdf")
  res.setHeader("content-disposition", `attachment; filename="${invoiceFileName(number)}"`)
  res.setHeader("cache-control", "private, no-store")
  res.end(pdf)
}
