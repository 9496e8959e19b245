import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { useNavigate } from "react-router-dom"

import { BuyoutListFiltersBar } from "../../components/buyout/list-filters"
import { useBuyoutFormat } from "../../components/buyout/formatting"
import { HeadingLink } from "../../components/headings"
import { linkColumn, StackedCell } from "../../components/list-columns"
import { pagedBy, usePagedTable, useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { BuyoutStatusBadge } from "../../components/buyout/status-badge"
import { buyoutApi, buyoutKeys } from "../../api/buyout"
import type { AdminBuyoutListItem } from "@electroshop/contracts/buyout"
import { BUYOUT_PAGE_SIZE, filtersFromParams, filtersToParams, hasActiveFilters } from "../../lib/buyout-filters"
import { useT } from "../../lib/i18n"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<AdminBuyoutListItem>()

/** Buy-out requests (devices customers sold online), newest first, with filters kept in the URL. */
const BuyoutListPage = () => {
  const { t } = useT()
  const { dateTime, money } = useBuyoutFormat()
  const navigate = useNavigate()
  const { filters, setFilters } = useUrlFilters(filtersFromParams, filtersToParams)

  const query = useListScreenQuery("buyouts.list", buyoutKeys.list(filters), () => buyoutApi.list(filters))
  const columns = useMemo(
    () => [
      linkColumn<AdminBuyoutListItem>("number", t("buyouts.columns.number"), (buyout) => `/buyouts/${buyout.id}`),
      column.accessor("created_at", { header: t("buyouts.columns.created"), cell: ({ getValue }) => dateTime(getValue()) }),
      column.display({
        id: "customer",
        header: t("buyouts.columns.customer"),
        cell: ({ row: { original: buyout } }) => <StackedCell main={`${buyout.first_name} ${buyout.last_name}`} notes={[buyout.email]} />,
      }),
      column.accessor("device", { header: t("buyouts.columns.device") }),
      column.accessor("quality", { header: t("buyouts.columns.grade"), cell: ({ getValue }) => getValue() ?? "—" }),
      column.accessor("price", {
        header: t("buyouts.columns.price"),
        headerAlign: "right",
        cell: ({ row }) => <div className="text-right">{money(row.original.offered_price ?? row.original.price, row.original.currency_code)}</div>,
      }),
      column.accessor("status", { header: t("buyouts.columns.status"), cell: ({ getValue }) => <BuyoutStatusBadge status={getValue()} /> }),
    ],
    [t, dateTime, money],
  )
  const rows = query.data?.buyouts ?? []
  const table = usePagedTable({
    columns,
    rows,
    ...pagedBy(query, filters, setFilters, BUYOUT_PAGE_SIZE),
    onRowClick: (row) => navigate(`/buyouts/${row.id}`),
  })

  return (
    <ListScreen
      texts="buyouts.list"
      actions={<HeadingLink to="/buyout-catalogue">{t("buyouts.catalogue.title")}</HeadingLink>}
      query={query}
      empty={rows.length ? null : hasActiveFilters(filters) ? t("buyouts.list.empty_filtered") : t("buyouts.list.empty")}
      table={table}
      testId="buyout"
      catalogue="buyouts"
    >
      <BuyoutListFiltersBar filters={filters} onChange={setFilters} />
    </ListScreen>
  )
}

export const config = defineRouteConfig({
  label: "buyouts.menu",
  icon: Cash,
  translationNs: "electroshop",
})

export default withPermission("buyout:read", BuyoutListPage)
