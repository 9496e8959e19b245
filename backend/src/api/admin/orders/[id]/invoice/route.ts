import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminInvoiceListResponse } from "@electroshop/contracts/invoice"
import { listInvoices } from "../../../../../modules/invoice/invoice-queries"
import { issueInvoiceWorkflow } from "../../../../../workflows/invoice"

/**
 * Issues the order's invoice now, for an order whose goods left while the invoice could not be made
 * (the shipment's own issue failed and was logged); an order that has one answers it unchanged.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminInvoiceListResponse>) {
  const order_id = req.params.id!
  await issueInvoiceWorkflow(req.scope).run({ input: { order_id } })
  res.json(await listInvoices(req.scope, { order_id, limit: 10, offset: 0 }))
}
