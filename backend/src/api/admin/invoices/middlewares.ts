import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminInvoiceListQuerySchema } from "@electroshop/contracts/invoice"
import { withQuery } from "../../hardening"

export const adminInvoiceMiddlewares: MiddlewareRoute[] = [withQuery("/admin/invoices", AdminInvoiceListQuerySchema)]
