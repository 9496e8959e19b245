import { defineRouteConfig } from "@medusajs/admin-sdk"
import { SquaresPlus } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useEffect, useMemo, useState } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"

import { useT } from "../../lib/i18n"
import { META_MASTER_PAGE_SIZE, metaMasterApi, metaMasterKeys, type MetaMasterListItem } from "../../api/meta-masters"
import { CreateMetaMaster } from "./meta-master-form"
import { linkColumn } from "../../components/list-columns"
import { usePagedTable } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { QualityBadge } from "./quality-badge"
import { SearchInput } from "../../components/field"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<MetaMasterListItem>()

/** The meta masters (same device in other qualities), searchable by name, created in a focus modal. */
const MetaMasterListPage = () => {
  const { t } = useT()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const q = params.get("q") ?? ""
  const page = Math.max(1, Number(params.get("page")) || 1)
  const [search, setSearch] = useState(q)

  // Search as you type, without a request per keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search !== q) setParams(search ? { q: search } : {})
    }, 300)
    return () => clearTimeout(timer)
  }, [search, q, setParams])

  const offset = (page - 1) * META_MASTER_PAGE_SIZE
  const query = useListScreenQuery("metaMasters", metaMasterKeys.list(q, offset), () => metaMasterApi.list(q, offset))
  const rows = query.data?.meta_masters ?? []
  const columns = useMemo(
    () => [
      linkColumn<MetaMasterListItem>("name", t("metaMasters.name"), (metaMaster) => `/meta-masters/${metaMaster.id}`),
      column.accessor("master_products_count", { header: t("metaMasters.products_count") }),
      column.display({
        id: "qualities",
        header: t("metaMasters.qualities"),
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1">
            {[...new Set(row.original.master_products.map((p) => p.quality))].map((quality) => (
              <QualityBadge key={quality ?? "none"} quality={quality} />
            ))}
          </div>
        ),
      }),
    ],
    [t],
  )
  const table = usePagedTable({
    columns,
    rows,
    count: query.data?.count ?? 0,
    busy: query.isFetching,
    page,
    pageSize: META_MASTER_PAGE_SIZE,
    onPage: (next) => setParams({ ...(q ? { q } : {}), page: String(next) }),
    onRowClick: (row) => navigate(`/meta-masters/${row.id}`),
  })

  return (
    <ListScreen
      texts="metaMasters"
      actions={<CreateMetaMaster onCreated={(id) => navigate(`/meta-masters/${id}`)} />}
      query={query}
      empty={rows.length ? null : q ? t("metaMasters.empty_filtered") : t("metaMasters.empty")}
      table={table}
      testId="meta-master"
      catalogue="metaMasters"
    >
      <div className="px-6 py-4">
        <SearchInput
          className="max-w-xs"
          placeholder={t("metaMasters.search")}
          aria-label={t("metaMasters.search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
    </ListScreen>
  )
}

export const config = defineRouteConfig({
  label: "metaMasters.menu",
  icon: SquaresPlus,
  translationNs: "electroshop",
})

export default withPermission("catalog:read", MetaMasterListPage)
