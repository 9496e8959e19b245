import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { issuedInvoice, sendInvoiceXml } from "../../../../../lib/invoice/invoice-file"
import { ublDocument } from "../../../../../lib/invoice/ubl"

/** The invoice (a credit note: a CreditNote) as UBL 2.1 CIUS-RO, the XML e-Factura takes (the very document uploaded to ANAF). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const invoice = await issuedInvoice(req.scope, req.params.id!)
  sendInvoiceXml(res, invoice.number, "xml", ublDocument(invoice))
}
