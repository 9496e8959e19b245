import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invoiceFileName, issuedInvoice } from "../../../../../lib/invoice/invoice-file"
import { isdocXml } from "../../../../../lib/invoice/isdoc"

/** The invoice as ISDOC 6.0.2, the XML Czech accounting software imports. It names the customer: never cached. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const invoice = await issuedInvoice(req.scope, req.params.id!)
  res.setHeader("content-type", "application/xml; charset=utf-8")
  res.setHeader("content-disposition", `attachment; filename="${invoiceFileName(invoice.number, "isdoc")}"`)
  res.setHeader("cache-control", "no-store")
  res.end(isdocXml(invoice))
}
