import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminInvoiceResponse } from "@electroshop/contracts/invoice"
import { resendInvoice } from "../../../../../lib/invoice/invoice-mail"
import { adminInvoice } from "../../../../../modules/invoice/invoice-queries"

/** E-mails the invoice's PDF to its order's address again; 502 `invoice_mail_failed` when the mail server refused it. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminInvoiceResponse>) {
  await resendInvoice(req.scope, req.params.id!)
  res.json({ invoice: (await adminInvoice(req.scope, req.params.id!))! })
}
