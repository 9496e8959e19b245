import { INVOICES_PAGE_SIZE, type AdminInvoiceListQuery } from "@electroshop/contracts/invoice"
import { pageOf } from "./picking-filters"

/** The invoices' search (invoice or order number), month of issue (YYYY-MM) and page (`?q=2024&month=2024-05&page=2`). */
export type InvoiceFilters = { q: string; month: string; page: number }

/** The month is kept as typed (a browser without a month picker shows a text box): the backend's refusal names it. */
export function invoiceFiltersFromParams(params: URLSearchParams): InvoiceFilters {
  return { q: (params.get("q") ?? "").trim(), month: (params.get("month") ?? "").trim(), page: pageOf(params) }
}

/** Whether the invoices show less than every invoice (its empty message says the filters match none). */
export const invoicesFiltered = (f: InvoiceFilters) => Boolean(f.q || f.month)

/** Query of `GET /admin/invoices` for the filters, 50 invoices a page. */
export const invoicesQuery = (f: InvoiceFilters): AdminInvoiceListQuery => ({
  q: f.q || undefined,
  month: f.month || undefined,
  limit: INVOICES_PAGE_SIZE,
  offset: (f.page - 1) * INVOICES_PAGE_SIZE,
})

/** Query of an order's invoices: one page holds them all (an invoice, its credit notes). */
export const orderInvoicesQuery = (orderId: string): AdminInvoiceListQuery => ({ order_id: orderId, limit: INVOICES_PAGE_SIZE, offset: 0 })
