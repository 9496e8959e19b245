import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { Button, Container, Heading, Text, createDataTableColumnHelper, useDataTable } from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useEffect, useMemo } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"

import { BuyoutListFiltersBar } from "../../components/buyout/list-filters"
import { ListTable } from "../../components/list-table"
import { useBuyoutFormat } from "../../components/buyout/formatting"
import { EmptyState, ErrorState, LoadingState } from "../../components/states"
import { BuyoutStatusBadge } from "../../components/buyout/status-badge"
import { buyoutApi, buyoutKeys } from "../../lib/buyout-api"
import type { AdminBuyoutListItem } from "@electroshop/contracts/buyout"
import { BUYOUT_PAGE_SIZE, filtersFromParams, filtersToParams, hasActiveFilters, type BuyoutListFilters } from "../../lib/buyout-filters"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"

const column = createDataTableColumnHelper<AdminBuyoutListItem>()

/** Buy-out requests (devices customers sold online), newest first, with filters kept in the URL. */
const BuyoutListPage = () => {
  const { t } = useT()
  const { dateTime, money } = useBuyoutFormat()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const setFilters = (next: BuyoutListFilters) => setParams(filtersToParams(next))

  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: buyoutKeys.list(filters),
    queryFn: () => buyoutApi.list(filters),
    placeholderData: keepPreviousData,
  })
  useEffect(() => {
    if (error) notify.error(t("buyouts.list.load_failed"), { error, id: "buyout-list-load" })
  }, [error, t])

  const columns = useMemo(
    () => [
      column.accessor("number", {
        header: t("buyouts.columns.number"),
        // The link makes each row reachable with the keyboard; the row click is a mouse shortcut.
        cell: ({ row }) => (
          <Link to={`/buyouts/${row.original.id}`} className="text-ui-fg-interactive hover:underline" onClick={(e) => e.stopPropagation()}>
            {row.original.number}
          </Link>
        ),
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
  const table = useDataTable({
    columns,
    data: rows,
    getRowId: (row) => row.id,
    rowCount: data?.count ?? 0,
    isLoading: isFetching,
    pagination: {
      state: { pageIndex: filters.page - 1, pageSize: BUYOUT_PAGE_SIZE },
      onPaginationChange: ({ pageIndex }) => setFilters({ ...filters, page: pageIndex + 1 }),
    },
    onRowClick: (_, row) => navigate(`/buyouts/${row.id}`),
  })

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("buyouts.list.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("buyouts.list.description")}
          </Text>
        </div>
        <Button size="small" variant="secondary" asChild>
          <Link to="/buyout-catalogue">{t("buyouts.catalogue.title")}</Link>
        </Button>
      </div>
      <BuyoutListFiltersBar filters={filters} onChange={setFilters} />
      {isPending ? (
        <LoadingState />
      ) : error && !data ? (
        <ErrorState message={t("buyouts.list.load_failed")} error={error} onRetry={() => refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState testId="buyout-empty" message={hasActiveFilters(filters) ? t("buyouts.list.empty_filtered") : t("buyouts.list.empty")} />
      ) : (
        <ListTable table={table} testId="buyout-list" catalogue="buyouts" busy={isFetching} />
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "buyouts.menu",
  icon: Cash,
  translationNs: "electroshop",
})

export default BuyoutListPage
