import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Tools } from "@medusajs/icons"
import { createDataTableColumnHelper, createDataTableFilterHelper } from "@medusajs/ui"
import { SERVICE_ORDER_STATUSES, isServiceOrderStatus, type ServiceOrderStatus } from "@electroshop/contracts/service"
import { useMemo, useState } from "react"
import { useNavigate } from "react-router-dom"

import { useBuyoutFormat } from "../../components/buyout/formatting"
import { linkColumn } from "../../components/list-columns"
import { pagedBy, usePagedTable, useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { ServiceStatusBadge } from "../../components/service/status-badge"
import { SERVICE_PAGE_SIZE, serviceApi, serviceKeys, type AdminServiceOrderRow } from "../../api/service"
import { useT } from "../../lib/i18n"
import { HeadingLink } from "../../components/headings"
import { SearchInput } from "../../components/field"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<AdminServiceOrderRow>()

const filter = createDataTableFilterHelper<AdminServiceOrderRow>()

type Filters = { q: string; status?: ServiceOrderStatus; page: number }
const fromParams = (params: URLSearchParams): Filters => {
  const status = params.get("status")
  return { q: params.get("q") ?? "", ...(isServiceOrderStatus(status) ? { status } : {}), page: Math.max(1, Number(params.get("page")) || 1) }
}
const toParams = (f: Filters) => ({ ...(f.q ? { q: f.q } : {}), ...(f.status ? { status: f.status } : {}), ...(f.page > 1 ? { page: String(f.page) } : {}) })

/** Repair orders, newest first; searched by number, e-mail, name or device, filtered by status (both kept in the URL). */
const ServiceOrdersPage = () => {
  const { t } = useT()
  const { dateTime, money } = useBuyoutFormat()
  const navigate = useNavigate()
  const { filters, setFilters } = useUrlFilters(fromParams, toParams)
  const [search, setSearch] = useState(filters.q)
  const query = useListScreenQuery("service.list", serviceKeys.orders(filters), () => serviceApi.orders(filters))
  const columns = useMemo(
    () => [
      linkColumn<AdminServiceOrderRow>("number", t("service.columns.number"), (order) => `/service-orders/${order.id}`),
      column.accessor("created_at", { header: t("service.columns.created"), cell: ({ getValue }) => dateTime(getValue()) }),
      column.accessor("name", { header: t("service.columns.customer") }),
      column.display({
        id: "device",
        header: t("service.columns.device"),
        cell: ({ row }) => `${row.original.device.manufacturer} ${row.original.device.model}`,
      }),
      column.accessor("total", {
        header: t("service.columns.total"),
        cell: ({ row }) => money(row.original.total, row.original.currency_code),
      }),
      column.accessor("status", { header: t("service.columns.status"), cell: ({ getValue }) => <ServiceStatusBadge status={getValue()} /> }),
    ],
    [t, dateTime, money],
  )
  const statusFilter = useMemo(
    () => [
      filter.accessor("status", {
        type: "radio",
        label: t("service.columns.status"),
        options: SERVICE_ORDER_STATUSES.map((status) => ({ value: status, label: t(`service.status.${status}`) })),
      }),
    ],
    [t],
  )
  // A filter just added from the menu has no value yet: kept here (not in the URL) while its options are open.
  const [choosing, setChoosing] = useState(false)
  const rows = query.data?.orders ?? []
  const table = usePagedTable({
    filters: statusFilter,
    filtering: filters.status ? { status: filters.status } : choosing ? { status: null } : {},
    onFiltering: (state) => {
      const status = state.status
      setChoosing("status" in state && !isServiceOrderStatus(status))
      setFilters({ q: filters.q, ...(isServiceOrderStatus(status) ? { status } : {}), page: 1 })
    },
    columns,
    rows,
    ...pagedBy(query, filters, setFilters, SERVICE_PAGE_SIZE),
    onRowClick: (row) => navigate(`/service-orders/${row.id}`),
  })
  return (
    <ListScreen
      texts="service.list"
      actions={<HeadingLink to="/service-prices">{t("service.prices.title")}</HeadingLink>}
      query={query}
      empty={rows.length || filters.status || filters.q ? null : t("service.list.empty")}
      table={table}
      testId="service-order"
      catalogue="service"
      filters={{ add: t("service.filters.add"), clear: t("service.filters.clear"), empty: t("service.filters.empty") }}
    >
      <form
        className="px-6 py-4"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          setFilters({ ...filters, q: search.trim(), page: 1 })
        }}
      >
        <SearchInput
          aria-label={t("service.list.search")}
          placeholder={t("service.list.search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
    </ListScreen>
  )
}

export const config = defineRouteConfig({
  label: "service.menu",
  icon: Tools,
  translationNs: "electroshop",
})

export default withPermission("service:read", ServiceOrdersPage)
