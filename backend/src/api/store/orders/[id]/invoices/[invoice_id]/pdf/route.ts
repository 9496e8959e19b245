import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invoiceFileName } from "@electroshop/contracts/invoice"
import { invoiceFile, sendInvoiceFile } from "../../../../../../../lib/invoice/invoice-file"
import { invoiceRefusal } from "../../../../../../../lib/invoice/messages"
import { INVOICE_MODULE, type InvoiceModuleService } from "../../../../../../../modules/invoice"

/** One of the order's invoices as PDF, for its shopper (the order's id lets them in, as to the order's page); never cached: it names them. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { id, invoice_id } = req.params as { id: string; invoice_id: string }
  const [invoice] = await req.scope.resolve<InvoiceModuleService>(INVOICE_MODULE).listInvoices({ id: invoice_id, order_id: id }, { select: ["id"], take: 1 })
  if (!invoice) throw invoiceRefusal(404, "invoice_not_found")
  const { number, pdf } = await invoiceFile(req.scope, invoice_id)
  sendInvoiceFile(res, { name: invoiceFileName(number, "pdf"), contentType: "application/pdf", body: pdf, cacheControl: "private, no-store" })
}
