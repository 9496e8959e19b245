import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminExportStockFigures, AdminStockFiguresExportResponse } from "@electroshop/contracts/warehouse"
import { stockFigures } from "../../../../modules/warehouse/stock-figures"

/** `?q&sort&direction` → every stock item's figures in the list's order: the admin's CSV export in one request, the figures computed once. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminExportStockFigures>, res: MedusaResponse<AdminStockFiguresExportResponse>) {
  res.json({ stock_figures: await stockFigures(req.scope, req.validatedQuery) })
}
