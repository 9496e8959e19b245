import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArchiveBox } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { CRATES_PAGE_SIZE } from "@electroshop/contracts/warehouse"

import { crateApi, pickingKeys, type AdminCrate } from "../../api/warehouse"
import { useCan } from "../../api/staff"
import { DateTime, dateTimeFormat } from "../../components/date-time"
import { pagedBy, RowLink, usePagedTable, useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { useStockLocations } from "../../components/picking/stock-locations"
import { withPermission } from "../../components/staff/require-permission"
import { crateFiltersFromParams, cratesFiltered, cratesQuery, filtersToParams } from "../../lib/picking-filters"
import { useT } from "../../lib/i18n"
import { CrateActions } from "./crate-actions"
import { CrateFiltersBar } from "./crate-filters"
import { CrateForm } from "./crate-form"
import { CrateScan } from "./scan-form"

const column = createDataTableColumnHelper<AdminCrate>()

/**
 * Crates (issue 36): the totes picked orders wait in for packing, by the identifier on their barcode
 * label, empty or holding an order, by stock location (filters in the URL), 50 a page. A scanned
 * label finds the crate's order. Staff who may work on shipping add crates, rename or relabel them,
 * take an order out by hand and delete empty ones.
 */
const CratesPage = () => {
  const { t, i18n } = useT()
  const mayWrite = useCan("fulfillment:write")
  const { filters, setFilters } = useUrlFilters(crateFiltersFromParams, filtersToParams)
  const query = useListScreenQuery("crates", pickingKeys.crates(cratesQuery(filters)), () => crateApi.list(cratesQuery(filters)))
  const locations = useStockLocations()
  const stockLocations = locations.data?.stock_locations ?? []
  const language = i18n.language
  const columns = useMemo(() => {
    const format = dateTimeFormat(language)
    return [
      column.accessor("code", { header: t("crates.code"), cell: ({ getValue }) => <span className="font-mono font-medium">{getValue()}</span> }),
      column.accessor("name", { header: t("crates.name") }),
      column.accessor("stock_location_name", {
        header: t("picking.columns.location"),
        cell: ({ row: { original: crate } }) => crate.stock_location_name ?? crate.stock_location_id,
      }),
      column.accessor("order", {
        header: t("picking.columns.order"),
        cell: ({ getValue }) => {
          const order = getValue()
          return order ? (
            <RowLink to={`/orders/${order.order_id}`}>{`#${order.display_id}`}</RowLink>
          ) : (
            <span className="text-ui-fg-subtle">{t("crates.no_order")}</span>
          )
        },
      }),
      column.accessor("updated_at", { header: t("crates.columns.updated_at"), cell: ({ getValue }) => <DateTime value={getValue()} format={format} /> }),
      ...(mayWrite
        ? [column.display({ id: "actions", header: t("picking.columns.actions"), cell: ({ row: { original: crate } }) => <CrateActions crate={crate} /> })]
        : []),
    ]
  }, [t, language, mayWrite])
  const rows = query.data?.crates ?? []
  // Pages only when there is more than one (or the page shown is a later one that the last removal emptied).
  const count = query.data?.count ?? 0
  const table = usePagedTable({ columns, rows, ...pagedBy(query, filters, setFilters, CRATES_PAGE_SIZE) })

  return (
    <ListScreen
      texts="crates"
      actions={mayWrite ? <CrateForm locations={stockLocations} stockLocationId={filters.stock_location_id} /> : null}
      query={query}
      empty={rows.length ? null : t(cratesFiltered(filters) ? "crates.empty_filtered" : "crates.empty")}
      table={table}
      testId="crate"
      catalogue={count > CRATES_PAGE_SIZE || filters.page > 1 ? "picking" : undefined}
    >
      <CrateScan />
      <CrateFiltersBar filters={filters} counts={query.data?.counts} locations={stockLocations} onChange={setFilters} />
    </ListScreen>
  )
}

export const config = defineRouteConfig({
  label: "crates.menu",
  icon: ArchiveBox,
  translationNs: "electroshop",
})

export default withPermission("fulfillment:read", CratesPage)
