import type {
  AdminCreateCreditNote,
  AdminEfacturaSyncResponse,
  AdminInvoiceCreditsResponse,
  AdminInvoiceListQuery,
  AdminInvoiceListResponse,
  AdminInvoiceResponse,
} from "@electroshop/contracts/invoice"
import { api, apiBlob } from "../lib/sdk"

export type { AdminInvoice, AdminInvoiceListQuery, AdminInvoiceListResponse, EfacturaState } from "@electroshop/contracts/invoice"
export { invoiceFileName } from "@electroshop/contracts/invoice"

/**
 * The files of an invoice as it was issued: the PDF to print and send, ISDOC 6.0.2 for Czech accounting
 * software, UBL 2.1 CIUS-RO as uploaded to Romania's e-Factura; each with its file's extension.
 */
export const INVOICE_FORMATS = { pdf: "pdf", isdoc: "isdoc", ubl: "xml" } as const
export type InvoiceFormat = keyof typeof INVOICE_FORMATS

/**
 * The invoices issued when an order's goods leave the shop (backend/src/api/admin/invoices/**,
 * …/orders/[id]/invoice), newest first. A malformed month is refused at `month` (400); issuing for an
 * order whose goods have not left is refused with 409 `invoice_not_shipped`, in the shop's language.
 */
export const invoiceApi = {
  list: (query: AdminInvoiceListQuery) => api<AdminInvoiceListResponse>("/admin/invoices", { query }),
  /** Issues the order's invoice now (its shipment's own issue failed); answers the order's invoices. */
  issue: (orderId: string) => api<AdminInvoiceListResponse>(`/admin/orders/${orderId}/invoice`, { method: "POST", body: {} }),
  /** The file, fetched with the session: it names the customer, so the backend never lets it be cached. */
  file: (id: string, format: InvoiceFormat) => apiBlob(`/admin/invoices/${id}/${format}`),
  /** A month's invoices for the accountant: their ISDOC and the VAT summary, zipped. */
  monthExport: (month: string) => apiBlob("/admin/invoices/export", { query: { month } }),
  /** E-mails the invoice's PDF to its order's address again. */
  send: (id: string) => api<AdminInvoiceResponse>(`/admin/invoices/${id}/send`, { method: "POST", body: {} }),
  /** Uploads a "not created" invoice to e-Factura again (409 while in progress or once created). */
  sendEfactura: (id: string) => api<AdminInvoiceResponse>(`/admin/invoices/${id}/efactura`, { method: "POST", body: {} }),
  /** ANAF's answer to a created invoice: a zip of the invoice and ANAF's signature. */
  efacturaResponse: (id: string) => apiBlob(`/admin/invoices/${id}/efactura`),
  /** The invoice's lines with what its credit notes credited so far, and those credit notes. */
  credits: (id: string) => api<AdminInvoiceCreditsResponse>(`/admin/invoices/${id}/credit-notes`),
  /** Issues a credit note correcting the invoice (400 at `lines.N.quantity`/`amount` when more is asked than is left). */
  creditNote: (id: string, body: AdminCreateCreditNote) => api<AdminInvoiceResponse>(`/admin/invoices/${id}/credit-notes`, { method: "POST", body }),
  /** Asks ANAF now about every invoice in progress. */
  syncEfactura: () => api<AdminEfacturaSyncResponse>("/admin/invoices/efactura-sync", { method: "POST", body: {} }),
}

/** `all` covers the invoices' pages and every order's: an invoice issued on an order's page shows in both. */
export const invoiceKeys = {
  all: ["electroshop", "invoices"] as const,
  list: (query: AdminInvoiceListQuery) => [...invoiceKeys.all, "list", query] as const,
  credits: (id: string) => [...invoiceKeys.all, "credits", id] as const,
}
