import { formatMoney } from "@electroshop/domain/money"
import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import { Badge, createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { INVOICES_PAGE_SIZE } from "@electroshop/contracts/invoice"

import { invoiceApi, invoiceKeys, type AdminInvoice } from "../../api/invoices"
import { DateTime, dateFormat } from "../../components/date-time"
import { CreditNoteOf } from "../../components/invoices/credit-note-of"
import { EfacturaBadge, EfacturaSyncButton } from "../../components/invoices/efactura"
import { InvoiceFileButtons } from "../../components/invoices/file-button"
import { pagedBy, RowLink, usePagedTable, useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { withPermission } from "../../components/staff/require-permission"
import { useServerFieldErrors } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { invoiceFiltersFromParams, invoicesFiltered, invoicesQuery } from "../../lib/invoice-filters"
import { filtersToParams } from "../../lib/picking-filters"
import { InvoiceFiltersBar } from "./invoice-filters"
import { InvoiceMonthExport } from "./month-export"

const column = createDataTableColumnHelper<AdminInvoice>()

/**
 * Invoices: every invoice issued when an order's goods left the shop, newest first, searched by
 * invoice or order number and filtered by month of issue (in the URL), 50 a page; each links to its
 * order and opens its PDF as it was issued. In Romania each shows its e-Factura state, and ANAF can be
 * asked about those in progress now. Behind the orders' permission: the invoices are theirs.
 */
const InvoicesPage = () => {
  const { t, i18n } = useT()
  const { filters, setFilters } = useUrlFilters(invoiceFiltersFromParams, filtersToParams)
  const listQuery = invoicesQuery(filters)
  const query = useListScreenQuery("invoices", invoiceKeys.list(listQuery), () => invoiceApi.list(listQuery))
  const fieldErrors = useServerFieldErrors()
  const errors = fieldErrors(query.error) ?? undefined

  const efactura = query.data?.efactura === true
  const columns = useMemo(() => {
    const day = dateFormat(i18n.language)
    return [
      column.accessor("number", {
        header: t("invoices.columns.number"),
        cell: ({ row }) => (
          <div className="flex flex-col gap-y-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span data-testid="invoice-number">{row.original.number}</span>
              {row.original.second_hand ? (
                <Badge size="2xsmall" color="orange" data-testid="invoice-second-hand">
                  {t("invoices.second_hand")}
                </Badge>
              ) : null}
            </div>
            <CreditNoteOf invoice={row.original} />
          </div>
        ),
      }),
      column.accessor("order_display_id", {
        header: t("invoices.columns.order"),
        cell: ({ row }) => <RowLink to={`/orders/${row.original.order_id}`}>{`#${row.original.order_display_id}`}</RowLink>,
      }),
      column.accessor("issued_on", {
        header: t("invoices.columns.issued_on"),
        cell: ({ getValue }) => <DateTime value={getValue()} format={day} />,
      }),
      column.accessor("supply_on", {
        header: t("invoices.columns.supply_on"),
        cell: ({ getValue }) => <DateTime value={getValue()} format={day} />,
      }),
      column.accessor("total", {
        header: t("invoices.columns.total"),
        align: "right",
        // Minor units; the lists show whole crowns and lei, as the shop does.
        cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.total / 100, row.original.currency_code)}</span>,
      }),
      ...(efactura
        ? [
            column.display({
              id: "efactura",
              header: t("invoices.efactura.column"),
              cell: ({ row }) => (row.original.efactura ? <EfacturaBadge efactura={row.original.efactura} /> : null),
            }),
          ]
        : []),
      column.display({
        id: "files",
        header: t("invoices.columns.files"),
        cell: ({ row }) => <InvoiceFileButtons invoice={row.original} efactura={efactura} />,
      }),
    ]
  }, [t, i18n.language, efactura])

  const rows = query.data?.invoices ?? []
  const count = query.data?.count ?? 0
  const table = usePagedTable({ columns, rows, ...pagedBy(query, filters, setFilters, INVOICES_PAGE_SIZE) })

  return (
    <ListScreen
      texts="invoices"
      query={query}
      empty={rows.length ? null : t(invoicesFiltered(filters) ? "invoices.empty_filtered" : "invoices.empty")}
      table={table}
      testId="invoice"
      catalogue={count > INVOICES_PAGE_SIZE || filters.page > 1 ? "picking" : undefined}
      actions={
        <div className="flex flex-wrap gap-2">
          {efactura ? <EfacturaSyncButton /> : null}
          <InvoiceMonthExport month={filters.month} disabled={!count} />
        </div>
      }
    >
      <InvoiceFiltersBar filters={filters} onChange={setFilters} errors={errors} efactura={efactura} />
    </ListScreen>
  )
}

export const config = defineRouteConfig({
  label: "invoices.menu",
  icon: DocumentText,
  translationNs: "electroshop",
})

export default withPermission("order:read", InvoicesPage)
