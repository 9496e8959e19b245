import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminInvoiceListQuery, AdminInvoiceListResponse } from "@electroshop/contracts/invoice"
import { listInvoices } from "../../../modules/invoice/invoice-queries"

/** `?q&order_id&month&limit&offset` → the invoices issued, newest first. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminInvoiceListQuery>, res: MedusaResponse<AdminInvoiceListResponse>) {
  res.json(await listInvoices(req.scope, req.validatedQuery))
}
