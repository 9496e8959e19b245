import { defineRouteConfig } from "@medusajs/admin-sdk"
import { HandTruck } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { PICKING_PAGE_SIZE } from "@electroshop/contracts/warehouse"

import { pickingApi, pickingKeys, type AdminPickingOrder } from "../../api/warehouse"
import { useCan } from "../../api/staff"
import { DateTime, dateTimeFormat } from "../../components/date-time"
import { HeadingLink } from "../../components/headings"
import { pagedBy, RowLink, usePagedTable, useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { PickingStatusBadge } from "../../components/picking/status-badge"
import { PickingStatusMenu } from "../../components/picking/status-menu"
import { useStockLocations } from "../../components/picking/stock-locations"
import { withPermission } from "../../components/staff/require-permission"
import { filtersFromParams, filtersToParams } from "../../lib/picking-filters"
import { useT } from "../../lib/i18n"
import { BatchListButton, BatchSelection, SelectOrder } from "./batch-selection"
import { PickingFiltersBar } from "./picking-filters"

type Row = AdminPickingOrder & { id: string }
const column = createDataTableColumnHelper<Row>()

/**
 * The warehouse's picking queue (issue 36): orders ready to pick, the longest waiting first, by status
 * tab and stock location (kept in the URL), 50 a page; staff who may work on shipping change a row's
 * status, a reset with a supervisor's approval. Orders ticked (up to PICKING_BATCH_MAX, kept across
 * pages and tabs) open their picking list, one walk for the batch; the product locations are a link away.
 */
const PickingPage = () => {
  const { t, i18n } = useT()
  const mayWrite = useCan("fulfillment:write")
  const { filters, setFilters } = useUrlFilters(filtersFromParams, filtersToParams)
  const query = useListScreenQuery("picking", pickingKeys.queue(filters), () => pickingApi.queue(filters))
  const locations = useStockLocations()
  const language = i18n.language
  const columns = useMemo(() => {
    const format = dateTimeFormat(language)
    return [
      column.display({
        id: "select",
        header: () => <span className="sr-only">{t("picking.columns.select")}</span>,
        cell: ({ row: { original: order } }) => <SelectOrder orderId={order.order_id} displayId={order.display_id} />,
      }),
      column.accessor("display_id", {
        header: t("picking.columns.order"),
        cell: ({ row }) => <RowLink to={`/orders/${row.original.order_id}`}>{`#${row.original.display_id}`}</RowLink>,
      }),
      column.accessor("ready_at", { header: t("picking.columns.ready_at"), cell: ({ getValue }) => <DateTime value={getValue()} format={format} /> }),
      column.accessor("stock_location_name", { header: t("picking.columns.location"), cell: ({ getValue }) => getValue() ?? t("common.not_available") }),
      column.accessor("quantity", {
        header: t("picking.columns.quantity"),
        headerAlign: "right",
        cell: ({ getValue }) => <div className="text-right">{getValue()}</div>,
      }),
      column.accessor("status", { header: t("picking.columns.status"), cell: ({ getValue }) => <PickingStatusBadge status={getValue()} /> }),
      ...(mayWrite
        ? [
            column.display({
              id: "actions",
              header: t("picking.columns.actions"),
              cell: ({ row: { original: order } }) => <PickingStatusMenu orderId={order.order_id} displayId={order.display_id} status={order.status} named />,
            }),
          ]
        : []),
    ]
  }, [t, language, mayWrite])
  const orders = query.data?.orders
  const rows = useMemo(() => (orders ?? []).map((order) => ({ ...order, id: order.order_id })), [orders])
  const table = usePagedTable({ columns, rows, ...pagedBy(query, filters, setFilters, PICKING_PAGE_SIZE) })
  const filtered = Boolean(filters.status || filters.stock_location_id)

  return (
    <BatchSelection>
      <ListScreen
        texts="picking"
        actions={
          <>
            <HeadingLink to="/picking/locations">{t("picking.locations.title")}</HeadingLink>
            <BatchListButton />
          </>
        }
        query={query}
        empty={rows.length ? null : filtered ? t("picking.empty_filtered") : t("picking.empty")}
        table={table}
        testId="picking"
        catalogue="picking"
      >
        <PickingFiltersBar filters={filters} counts={query.data?.counts} locations={locations.data?.stock_locations ?? []} onChange={setFilters} />
      </ListScreen>
    </BatchSelection>
  )
}

export const config = defineRouteConfig({
  label: "picking.menu",
  icon: HandTruck,
  translationNs: "electroshop",
})

export default withPermission("fulfillment:read", PickingPage)
