import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { issuedInvoice, sendInvoiceXml } from "../../../../../lib/invoice/invoice-file"
import { isdocXml } from "../../../../../lib/invoice/isdoc"

/** The invoice as ISDOC 6.0.2, the XML Czech accounting software imports. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const invoice = await issuedInvoice(req.scope, req.params.id!)
  sendInvoiceXml(res, invoice.number, "isdoc", isdocXml(invoice))
}
