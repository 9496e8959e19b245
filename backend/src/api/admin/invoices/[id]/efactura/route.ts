import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminInvoiceResponse } from "@electroshop/contracts/invoice"
import { sendToEfactura } from "../../../../../lib/invoice/efactura"

/**
 * Uploads the invoice to e-Factura again: one not created (ANAF unreachable, the upload refused). 409
 * `efactura_already_sent` while in progress or once created; `efactura_not_reported` outside Romania.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminInvoiceResponse>) {
  res.json({ invoice: await sendToEfactura(req.scope, req.params.id!, { resend: true }) })
}
