import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminInvoiceExportQuerySchema, AdminInvoiceListQuerySchema } from "@electroshop/contracts/invoice"
import { withQuery } from "../../hardening"

export const adminInvoiceMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/invoices", AdminInvoiceListQuerySchema),
  withQuery("/admin/invoices/export", AdminInvoiceExportQuerySchema),
]
