import type { MedusaContainer } from "@medusajs/framework/types"
import type {
  AdminInvoice,
  AdminInvoiceListQuery,
  AdminInvoiceListResponse,
  CreditNoteReason,
  EfacturaState,
  InvoiceKind,
  StoreOrderInvoice,
} from "@electroshop/contracts/invoice"
import { INT32_MAX } from "@electroshop/contracts/shared"

import { reportsToEfactura } from "../../lib/invoice/efactura-reporting"
import { INVOICE_MODULE, type InvoiceModuleService } from "."

type InvoiceRow = {
  id: string
  kind: InvoiceKind
  number: string
  corrects_invoice_id: string | null
  reason: CreditNoteReason | null
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
  "kind",
  "number",
  "corrects_invoice_id",
  "reason",
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

const toAdminInvoice = (row: InvoiceRow, numbers: Map<string, string>): AdminInvoice => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  corrects: row.corrects_invoice_id ? { id: row.corrects_invoice_id, number: numbers.get(row.corrects_invoice_id) ?? "" } : null,
  reason: row.reason,
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

/** The rows as the admin shows them, each credit note naming its invoice's number. */
async function toAdminInvoices(service: InvoiceModuleService, rows: InvoiceRow[]): Promise<AdminInvoice[]> {
  const corrected = [...new Set(rows.map((row) => row.corrects_invoice_id).filter((id): id is string => !!id))]
  const invoices = corrected.length ? await service.listInvoices({ id: corrected }, { select: ["id", "number"] }) : []
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]))
  return rows.map((row) => toAdminInvoice(row, numbers))
}

/**
 * Invoices and credit notes, newest first: by invoice number or order number (`q`, its digits), an order, a month of
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
    order: { issued_on: "DESC", created_at: "DESC" },
    take: query.limit,
    skip: query.offset,
  })
  return { invoices: await toAdminInvoices(service, rows as InvoiceRow[]), count, efactura: reportsToEfactura() }
}

/** One invoice as the admin's list shows it; null when there is none. */
export async function adminInvoice(container: MedusaContainer, id: string): Promise<AdminInvoice | null> {
  const service = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const [row] = await service.listInvoices({ id }, { select: ADMIN_INVOICE_FIELDS, take: 1 })
  return row ? (await toAdminInvoices(service, [row as InvoiceRow]))[0] : null
}

/** An invoice's credit notes as the admin's list shows them, oldest first. */
export async function invoiceCreditNotes(container: MedusaContainer, invoiceId: string): Promise<AdminInvoice[]> {
  const service = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const rows = await service.listInvoices({ corrects_invoice_id: invoiceId }, { select: ADMIN_INVOICE_FIELDS, order: { sequence: "ASC" } })
  return toAdminInvoices(service, rows as InvoiceRow[])
}

/** The order's invoices and credit notes for its shopper's page: the number and the day, nothing of the shopper. */
export async function orderInvoices(container: MedusaContainer, orderId: string): Promise<StoreOrderInvoice[]> {
  const rows = await container
    .resolve<InvoiceModuleService>(INVOICE_MODULE)
    .listInvoices({ order_id: orderId }, { select: ["id", "kind", "number", "issued_on"], order: { issued_on: "ASC", created_at: "ASC" } })
  return rows.map(({ id, kind, number, issued_on }) => ({ id, kind, number, issued_on }))
}
