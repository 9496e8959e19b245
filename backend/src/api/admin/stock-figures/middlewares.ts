import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminExportStockFiguresSchema, AdminListStockFiguresSchema } from "@electroshop/contracts/warehouse"
import { withQuery } from "../../hardening"
import { recordReceivedStock } from "./received-stock"

export const adminStockFigureMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/stock-figures", AdminListStockFiguresSchema),
  withQuery("/admin/stock-figures/export", AdminExportStockFiguresSchema),
  { matcher: "/admin/inventory-items/*", methods: ["POST"], middlewares: [recordReceivedStock] },
]
