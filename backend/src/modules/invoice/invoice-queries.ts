import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminInvoice, AdminInvoiceListQuery, AdminInvoiceListResponse, EfacturaState, StoreOrderInvoice } from "@electroshop/contracts/invoice"
import { INT32_MAX } from "@electroshop/contracts/shared"

import { reportsToEfactura } from "../../lib/invoice/efactura-reporting"
import { INVOICE_MODULE, type InvoiceModuleService } from "."

type InvoiceRow = {
  id: string
  number: string
  order_id: string
  order_display_id: number
  issued_on: string
  supply_on: string
  currency_code: string
  total: unknown
  second_hand: boolean
  efactura_state: EfacturaState | null
  efactura_upload_id: string | null
  efactura_errors: { messages?: unknown } | null
  efactura_sent_at: Date | string | null
}

const ADMIN_INVOICE_FIELDS = [
  "id",
  "number",
  "order_id",
  "order_display_id",
  "issued_on",
  "supply_on",
  "currency_code",
  "total",
  "second_hand",
  "efactura_state",
  "efactura_upload_id",
  "efactura_errors",
  "efactura_sent_at",
]

const toAdminInvoice = (row: InvoiceRow): AdminInvoice => ({
  id: row.id,
  number: row.number,
  order_id: row.order_id,
  order_display_id: row.order_display_id,
  issued_on: row.issued_on,
  supply_on: row.supply_on,
  currency_code: row.currency_code,
  total: Number(row.total),
  second_hand: row.second_hand,
  efactura: row.efactura_state
    ? {
        state: row.efactura_state,
        upload_id: row.efactura_upload_id,
        errors: Array.isArray(row.efactura_errors?.messages) ? row.efactura_errors.messages.map(String) : [],
        sent_at: row.efactura_sent_at ? new Date(row.efactura_sent_at).toISOString() : null,
      }
    : null,
})

/**
 * Invoices, newest first: by invoice number or order number (`q`, its digits), an order, a month of
 * issue ("2026-12"). Answered from the columns, never the encrypted document.
 */
export async function listInvoices(container: MedusaContainer, query: AdminInvoiceListQuery): Promise<AdminInvoiceListResponse> {
  const service = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const q = query.q?.trim()
  const orderNumber = q && /^#?\d+$/.test(q) ? Number(q.replace("#", "")) : null
  const filters = {
    ...(query.order_id ? { order_id: query.order_id } : {}),
    ...(query.month ? { issued_on: { $like: `${query.month}-%` } } : {}),
    ...(query.efactura_state ? { efactura_state: query.efactura_state } : {}),
    ...(q ? { $or: [{ number: { $ilike: `%${q}%` } }, ...(orderNumber !== null && orderNumber <= INT32_MAX ? [{ order_display_id: orderNumber }] : [])] } : {}),
  }
  const [rows, count] = await service.listAndCountInvoices(filters, {
    select: ADMIN_INVOICE_FIELDS,
    order: { issued_on: "DESC", sequence: "DESC" },
    take: query.limit,
    skip: query.offset,
  })
  return { invoices: (rows as InvoiceRow[]).map(toAdminInvoice), count, efactura: reportsToEfactura() }
}

/** One invoice as the admin's list shows it; null when there is none. */
export async function adminInvoice(container: MedusaContainer, id: string): Promise<AdminInvoice | null> {
  const [row] = await container.resolve<InvoiceModuleService>(INVOICE_MODULE).listInvoices({ id }, { select: ADMIN_INVOICE_FIELDS, take: 1 })
  return row ? toAdminInvoice(row as InvoiceRow) : null
}

/** The order's invoices for its shopper's page: the number and the day, nothing of the shopper. */
export async function orderInvoices(container: MedusaContainer, orderId: string): Promise<StoreOrderInvoice[]> {
  const rows = await container
    .resolve<InvoiceModuleService>(INVOICE_MODULE)
    .listInvoices({ order_id: orderId }, { select: ["id", "number", "issued_on"], order: { issued_on: "ASC", sequence: "ASC" } })
  return rows.map(({ id, number, issued_on }) => ({ id, number, issued_on }))
}
