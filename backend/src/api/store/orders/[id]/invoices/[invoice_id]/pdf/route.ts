import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invoiceFileName } from "@electroshop/contracts/invoice"
import { invoiceFile } from "../../../../../../../lib/invoice/invoice-file"
import { invoiceRefusal } from "../../../../../../../lib/invoice/messages"
import { INVOICE_MODULE, type InvoiceModuleService } from "../../../../../../../modules/invoice"

/** One of the order's invoices as PDF, for its shopper (the order's id lets them in, as to the order's page); never cached: it names them. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { id, invoice_id } = req.params as { id: string; invoice_id: string }
  const [invoice] = await req.scope.resolve<InvoiceModuleService>(INVOICE_MODULE).listInvoices({ id: invoice_id, order_id: id }, { select: ["id"], take: 1 })
  if (!invoice) throw invoiceRefusal(404, "invoice_not_found")
  const { number, pdf } = await invoiceFile(req.scope, invoice_id)
  res.setHeader("content-type", "application/pdf")
  res.setHeader("content-disposition", `attachment; filename="${invoiceFileName(number, "pdf")}"`)
  res.setHeader("cache-control", "private, no-store")
  res.end(pdf)
}
