import { EFACTURA_STATES, INVOICES_PAGE_SIZE, type AdminInvoiceListQuery, type EfacturaState } from "@electroshop/contracts/invoice"
import { pageOf } from "./picking-filters"

/**
 * The invoices' search (invoice or order number), month of issue (YYYY-MM), e-Factura state (ro) and page
 * (`?q=2024&month=2024-05&efactura_state=not_created&page=2`).
 */
export type InvoiceFilters = { q: string; month: string; efactura_state: EfacturaState | ""; page: number }

const efacturaState = (value: string | null): EfacturaState | "" => EFACTURA_STATES.find((state) => state === value) ?? ""

/** The month is kept as typed (a browser without a month picker shows a text box): the backend's refusal names it. */
export function invoiceFiltersFromParams(params: URLSearchParams): InvoiceFilters {
  return {
    q: (params.get("q") ?? "").trim(),
    month: (params.get("month") ?? "").trim(),
    efactura_state: efacturaState(params.get("efactura_state")),
    page: pageOf(params),
  }
}

/** Whether the invoices show less than every invoice (its empty message says the filters match none). */
export const invoicesFiltered = (f: InvoiceFilters) => Boolean(f.q || f.month || f.efactura_state)

/** Query of `GET /admin/invoices` for the filters, 50 invoices a page. */
export const invoicesQuery = (f: InvoiceFilters): AdminInvoiceListQuery => ({
  q: f.q || undefined,
  month: f.month || undefined,
  efactura_state: f.efactura_state || undefined,
  limit: INVOICES_PAGE_SIZE,
  offset: (f.page - 1) * INVOICES_PAGE_SIZE,
})

/** Query of an order's invoices: one page holds them all (an invoice, its credit notes). */
export const orderInvoicesQuery = (orderId: string): AdminInvoiceListQuery => ({ order_id: orderId, limit: INVOICES_PAGE_SIZE, offset: 0 })
