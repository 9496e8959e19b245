import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invoiceFileName } from "@electroshop/contracts/invoice"
import { invoiceFile } from "../../../../../lib/invoice/invoice-file"

/** The invoice's PDF as it was issued. It names the customer and their address: never cached. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { number, pdf } = await invoiceFile(req.scope, req.params.id!)
  res.setHeader("content-type", "application/pdf")
  res.setHeader("content-disposition", `inline; filename="${invoiceFileName(number, "pdf")}"`)
  res.setHeader("cache-control", "no-store")
  res.end(pdf)
}
