import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invoiceFileName } from "@electroshop/contracts/invoice"
import { invoiceFile, sendInvoiceFile } from "../../../../../lib/invoice/invoice-file"

/** The invoice's PDF as it was issued, shown in the browser's tab. It names the customer and their address: never cached. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { number, pdf } = await invoiceFile(req.scope, req.params.id!)
  sendInvoiceFile(res, { name: invoiceFileName(number, "pdf"), contentType: "application/pdf", body: pdf, inline: true })
}
