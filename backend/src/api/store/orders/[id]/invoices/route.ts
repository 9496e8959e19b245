import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreOrderInvoicesResponse } from "@electroshop/contracts/invoice"
import { orderInvoices } from "../../../../../modules/invoice/invoice-queries"

/** The order's invoices, for its page: like Medusa's own order route, the order's id (a ULID) is what lets a shopper read them. */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreOrderInvoicesResponse>) {
  res.setHeader("cache-control", "private, no-store")
  res.json({ invoices: await orderInvoices(req.scope, req.params.id!) })
}
