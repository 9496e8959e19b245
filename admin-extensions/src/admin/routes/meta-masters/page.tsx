import { defineRouteConfig } from "@medusajs/admin-sdk"
import { SquaresPlus } from "@medusajs/icons"
import { Container, Heading, Input, Text, createDataTableColumnHelper, useDataTable } from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useEffect, useMemo, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"

import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { META_MASTER_PAGE_SIZE, metaMasterApi, metaMasterKeys, type MetaMasterListItem } from "./api"
import { CreateMetaMaster } from "./meta-master-form"
import { ListTable } from "../../components/list-table"
import { EmptyState, ErrorState, LoadingState } from "../../components/states"
import { QualityBadge } from "./quality-badge"

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

  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: metaMasterKeys.list(q, (page - 1) * META_MASTER_PAGE_SIZE),
    queryFn: () => metaMasterApi.list(q, (page - 1) * META_MASTER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  })
  useEffect(() => {
    if (error) notify.error(t("metaMasters.load_failed"), { error, id: "meta-master-list-load" })
  }, [error, t])

  const rows = data?.meta_masters ?? []
  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: t("metaMasters.name"),
        // The link makes the row reachable with the keyboard; the row click is a mouse shortcut.
        cell: ({ row }) => (
          <Link to={`/meta-masters/${row.original.id}`} className="text-ui-fg-interactive hover:underline" onClick={(e) => e.stopPropagation()}>
            {row.original.name}
          </Link>
        ),
      }),
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
  const table = useDataTable({
    columns,
    data: rows,
    getRowId: (row) => row.id,
    rowCount: data?.count ?? 0,
    isLoading: isFetching,
    pagination: {
      state: { pageIndex: page - 1, pageSize: META_MASTER_PAGE_SIZE },
      onPaginationChange: ({ pageIndex }) => setParams({ ...(q ? { q } : {}), page: String(pageIndex + 1) }),
    },
    onRowClick: (_, row) => navigate(`/meta-masters/${row.id}`),
  })

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("metaMasters.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("metaMasters.description")}
          </Text>
        </div>
        <CreateMetaMaster onCreated={(id) => navigate(`/meta-masters/${id}`)} />
      </div>
      <div className="px-6 py-4">
        <Input
          type="search"
          size="small"
          className="max-w-xs"
          placeholder={t("metaMasters.search")}
          aria-label={t("metaMasters.search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {isPending ? (
        <LoadingState />
      ) : error && !data ? (
        <ErrorState message={t("metaMasters.load_failed")} onRetry={() => refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState testId="meta-master-empty" message={q ? t("metaMasters.empty_filtered") : t("metaMasters.empty")} />
      ) : (
        <ListTable table={table} testId="meta-master-list" catalogue="metaMasters" busy={isFetching} />
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "metaMasters.menu",
  icon: SquaresPlus,
  translationNs: "electroshop",
})

export default MetaMasterListPage
