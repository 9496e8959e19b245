import type { AdminInvoiceListQuery, AdminInvoiceListResponse } from "@electroshop/contracts/invoice"
import { api, apiBlob } from "../lib/sdk"

export type { AdminInvoice, AdminInvoiceListQuery, AdminInvoiceListResponse } from "@electroshop/contracts/invoice"

/** Where an invoice's PDF is read: it names the customer and their address, so it is fetched with the session and never cached. */
export const invoicePdfPath = (id: string) => `/admin/invoices/${id}/pdf`

/** The name an invoice's PDF is saved with where the browser does not open it: its number, as the backend names it. */
export const invoiceFileName = (number: string) => `${number.replace(/[^\w-]+/g, "_")}.pdf`

/**
 * The invoices issued when an order's goods leave the shop (backend/src/api/admin/invoices/**,
 * …/orders/[id]/invoice), newest first. A malformed month is refused at `month` (400); issuing for an
 * order whose goods have not left is refused with 409 `invoice_not_shipped`, in the shop's language.
 */
export const invoiceApi = {
  list: (query: AdminInvoiceListQuery) => api<AdminInvoiceListResponse>("/admin/invoices", { query }),
  /** Issues the order's invoice now (its shipment's own issue failed); answers the order's invoices. */
  issue: (orderId: string) => api<AdminInvoiceListResponse>(`/admin/orders/${orderId}/invoice`, { method: "POST", body: {} }),
  pdf: (id: string) => apiBlob(invoicePdfPath(id)),
}

/** `all` covers the invoices' pages and every order's: an invoice issued on an order's page shows in both. */
export const invoiceKeys = {
  all: ["electroshop", "invoices"] as const,
  list: (query: AdminInvoiceListQuery) => [...invoiceKeys.all, "list", query] as const,
}
