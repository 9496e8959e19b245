import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCreateCreditNoteSchema, AdminInvoiceExportQuerySchema, AdminInvoiceListQuerySchema } from "@electroshop/contracts/invoice"
import { withBody, withQuery } from "../../hardening"

export const adminInvoiceMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/invoices", AdminInvoiceListQuerySchema),
  withQuery("/admin/invoices/export", AdminInvoiceExportQuerySchema),
  withBody("/admin/invoices/:id/credit-notes", AdminCreateCreditNoteSchema),
]
