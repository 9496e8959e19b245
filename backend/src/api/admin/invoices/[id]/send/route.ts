import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminInvoiceResponse } from "@electroshop/contracts/invoice"
import { mailInvoice } from "../../../../../lib/invoice/invoice-mail"
import { adminInvoice } from "../../../../../modules/invoice/invoice-queries"

/** E-mails the invoice's (or credit note's) PDF to its order's address again; 502 `invoice_mail_failed` when the mail server refused it. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminInvoiceResponse>) {
  await mailInvoice(req.scope, req.params.id!, { resent: true })
  res.json({ invoice: (await adminInvoice(req.scope, req.params.id!))! })
}
