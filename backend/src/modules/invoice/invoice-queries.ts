import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminInvoice, AdminInvoiceListQuery, StoreOrderInvoice } from "@electroshop/contracts/invoice"

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
}

const adminInvoice = (row: InvoiceRow): AdminInvoice => ({
  id: row.id,
  number: row.number,
  order_id: row.order_id,
  order_display_id: row.order_display_id,
  issued_on: row.issued_on,
  supply_on: row.supply_on,
  currency_code: row.currency_code,
  total: Number(row.total),
  second_hand: row.second_hand,
})

/**
 * Invoices, newest first: by invoice number or order number (`q`, its digits), an order, a month of
 * issue ("2026-12"). Answered from the columns, never the encrypted document.
 */
export async function listInvoices(container: MedusaContainer, query: AdminInvoiceListQuery): Promise<{ invoices: AdminInvoice[]; count: number }> {
  const service = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const q = query.q?.trim()
  const orderNumber = q && /^#?\d+$/.test(q) ? Number(q.replace("#", "")) : null
  const filters = {
    ...(query.order_id ? { order_id: query.order_id } : {}),
    ...(query.month ? { issued_on: { $like: `${query.month}-%` } } : {}),
    ...(q
      ? { $or: [{ number: { $ilike: `%${q}%` } }, ...(orderNumber !== null && orderNumber <= 2_147_483_647 ? [{ order_display_id: orderNumber }] : [])] }
      : {}),
  }
  const [rows, count] = await service.listAndCountInvoices(filters, {
    select: ["id", "number", "order_id", "order_display_id", "issued_on", "supply_on", "currency_code", "total", "second_hand"],
    order: { issued_on: "DESC", sequence: "DESC" },
    take: query.limit,
    skip: query.offset,
  })
  return { invoices: (rows as InvoiceRow[]).map(adminInvoice), count }
}

/** The order's invoices for its shopper's page: the number and the day, nothing of the shopper. */
export async function orderInvoices(container: MedusaContainer, orderId: string): Promise<StoreOrderInvoice[]> {
  const rows = await container
    .resolve<InvoiceModuleService>(INVOICE_MODULE)
    .listInvoices({ order_id: orderId }, { select: ["id", "number", "issued_on"], order: { issued_on: "ASC", sequence: "ASC" } })
  return rows.map(({ id, number, issued_on }) => ({ id, number, issued_on }))
}
