import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminInvoiceExportQuery } from "@electroshop/contracts/invoice"
import { monthExport } from "../../../../lib/invoice/month-export"

/** `?month=2026-12` → the month's invoices for the accountant: each as ISDOC and the VAT summary, one zip. Never cached: it names customers. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminInvoiceExportQuery>, res: MedusaResponse) {
  const { fileName, zip } = await monthExport(req.scope, req.validatedQuery.month)
  res.setHeader("content-type", "application/zip")
  res.setHeader("content-disposition", `attachment; filename="${fileName}"`)
  res.setHeader("cache-control", "no-store")
  res.end(Buffer.from(zip))
}
