import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminListStockFigures, AdminStockFiguresResponse } from "@electroshop/contracts/warehouse"
import { stockFigures } from "../../../modules/warehouse/stock-figures"

/** `?q&sort&direction&limit&offset` → one page of the stock items' figures (all of them: ./export/route.ts). */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminListStockFigures>, res: MedusaResponse<AdminStockFiguresResponse>) {
  const { limit, offset, ...query } = req.validatedQuery
  const figures = await stockFigures(req.scope, query)
  res.json({ stock_figures: figures.slice(offset, offset + limit), count: figures.length, limit, offset })
}
