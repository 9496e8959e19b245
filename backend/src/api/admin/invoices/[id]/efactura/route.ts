import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminInvoiceResponse } from "@electroshop/contracts/invoice"
import { invoiceFileName } from "@electroshop/contracts/invoice"
import { efacturaResponse, sendToEfactura } from "../../../../../lib/invoice/efactura"
import { sendInvoiceFile } from "../../../../../lib/invoice/invoice-file"

/**
 * Uploads the invoice to e-Factura again: one not created (ANAF unreachable, the upload refused). 409
 * `efactura_already_sent` while in progress or once created; `efactura_not_reported` outside Romania.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminInvoiceResponse>) {
  res.json({ invoice: await sendToEfactura(req.scope, req.params.id!, { resend: true }) })
}

/**
 * ANAF's answer to the created invoice, as downloaded: a zip of the invoice and ANAF's signature, the legal
 * original of a Romanian e-invoice. 404 `efactura_no_response` before it is created.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { number, zip } = await efacturaResponse(req.scope, req.params.id!)
  sendInvoiceFile(res, { name: invoiceFileName(`${number}-anaf`, "zip"), contentType: "application/zip", body: zip })
}
