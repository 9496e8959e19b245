import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { Container, createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { useNavigate } from "react-router-dom"

import { BuyoutListFiltersBar } from "../../components/buyout/list-filters"
import { ListTable } from "../../components/list-table"
import { useBuyoutFormat } from "../../components/buyout/formatting"
import { HeadingLink, SectionHeading } from "../../components/headings"
import { ListBody, pagedBy, RowLink, useListQuery, usePagedTable, useUrlFilters } from "../../components/list-page"
import { BuyoutStatusBadge } from "../../components/buyout/status-badge"
import { buyoutApi, buyoutKeys } from "../../lib/buyout-api"
import type { AdminBuyoutListItem } from "@electroshop/contracts/buyout"
import { BUYOUT_PAGE_SIZE, filtersFromParams, filtersToParams, hasActiveFilters } from "../../lib/buyout-filters"
import { useT } from "../../lib/i18n"

const column = createDataTableColumnHelper<AdminBuyoutListItem>()

/** Buy-out requests (devices customers sold online), newest first, with filters kept in the URL. */
const BuyoutListPage = () => {
  const { t } = useT()
  const { dateTime, money } = useBuyoutFormat()
  const navigate = useNavigate()
  const { filters, setFilters } = useUrlFilters(filtersFromParams, filtersToParams)

  const query = useListQuery({
    queryKey: buyoutKeys.list(filters),
    queryFn: () => buyoutApi.list(filters),
    failed: t("buyouts.list.load_failed"),
    toastId: "buyout-list-load",
  })
  const { data, isFetching } = query

  const columns = useMemo(
    () => [
      column.accessor("number", {
        header: t("buyouts.columns.number"),
        cell: ({ row }) => <RowLink to={`/buyouts/${row.original.id}`}>{row.original.number}</RowLink>,
      }),
      column.accessor("created_at", { header: t("buyouts.columns.created"), cell: ({ getValue }) => dateTime(getValue()) }),
      column.display({
        id: "customer",
        header: t("buyouts.columns.customer"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span>{`${row.original.first_name} ${row.original.last_name}`}</span>
            <span className="text-ui-fg-subtle">{row.original.email}</span>
          </div>
        ),
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
  const rows = data?.buyouts ?? []
  const table = usePagedTable({
    columns,
    rows,
    count: data?.count ?? 0,
    busy: isFetching,
    ...pagedBy(filters, setFilters, BUYOUT_PAGE_SIZE),
    onRowClick: (row) => navigate(`/buyouts/${row.id}`),
  })

  return (
    <Container className="divide-y p-0">
      <SectionHeading level="h1" title={t("buyouts.list.title")} description={t("buyouts.list.description")}>
        <HeadingLink to="/buyout-catalogue">{t("buyouts.catalogue.title")}</HeadingLink>
      </SectionHeading>
      <BuyoutListFiltersBar filters={filters} onChange={setFilters} />
      <ListBody
        query={query}
        failed={t("buyouts.list.load_failed")}
        empty={rows.length ? null : hasActiveFilters(filters) ? t("buyouts.list.empty_filtered") : t("buyouts.list.empty")}
        emptyTestId="buyout-empty"
      >
        <ListTable table={table} testId="buyout-list" catalogue="buyouts" busy={isFetching} />
      </ListBody>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "buyouts.menu",
  icon: Cash,
  translationNs: "electroshop",
})

export default BuyoutListPage
