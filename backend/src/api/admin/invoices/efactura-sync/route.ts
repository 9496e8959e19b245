import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminEfacturaSyncResponse } from "@electroshop/contracts/invoice"
import { syncEfactura } from "../../../../lib/invoice/efactura"
import { reportsToEfactura } from "../../../../lib/invoice/efactura-reporting"
import { invoiceRefusal } from "../../../../lib/invoice/messages"

/** Asks ANAF now about the invoices in progress (the job does so every two minutes); how many are in each state. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminEfacturaSyncResponse>) {
  if (!reportsToEfactura()) throw invoiceRefusal(409, "efactura_not_reported")
  res.json(await syncEfactura(req.scope))
}
