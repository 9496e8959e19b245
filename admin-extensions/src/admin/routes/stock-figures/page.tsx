import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChartBar } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import {
  COVER_PERIOD,
  periodOf,
  STOCK_FIGURE_SORTS,
  STOCK_FIGURES_PAGE_SIZE,
  stockFigureValue,
  type AdminStockFigure,
  type StockFigurePeriodColumn,
  type StockFigureSort,
} from "@electroshop/contracts/warehouse"

import { stockFigureApi, stockFigureKeys } from "../../api/warehouse"
import { pagedBy, usePagedTable, useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { SearchBar } from "../../components/search-bar"
import { withPermission } from "../../components/staff/require-permission"
import { useT } from "../../lib/i18n"
import { filtersToParams } from "../../lib/picking-filters"
import { stockFigureFiltersFromParams, stockFigureSort, stockFiguresFiltered, stockFiguresQuery } from "../../lib/stock-figure-filters"

import { StockFiguresExport } from "./stock-figures-export"

/** A stock item's row (the DataTable's rows are keyed by `id`). */
type StockFigureRow = AdminStockFigure & { id: string }

const column = createDataTableColumnHelper<StockFigureRow>()

/** The columns read as text (A to Z); the others are numbers, right-aligned. */
const TEXT_COLUMNS: readonly StockFigureSort[] = ["sku", "title"]

/** A sortable column's name, with its sort (if it is the one sorted by) for assistive technology: the header's button says both. */
const SortableHeader = ({ label, sorted }: { label: string; sorted: false | "asc" | "desc" }) => {
  const { t } = useT()
  return (
    <>
      {label}
      {sorted ? <span className="sr-only">{`, ${t(sorted === "asc" ? "stockFigures.sort.sorted_asc" : "stockFigures.sort.sorted_desc")}`}</span> : null}
    </>
  )
}

/** A figure: the SKU in monospace, numbers in tabular digits; no days of cover (nothing sold in 90 days) is a dash that says so. */
const FigureCell = ({ columnId, value }: { columnId: StockFigureSort; value: string | number | null }) => {
  const { t } = useT()
  const testId = `stock-figure-${columnId}`
  if (value === null) {
    if (columnId !== "days_of_cover")
      return (
        <span className="text-ui-fg-subtle" data-testid={testId}>
          {t("common.not_available")}
        </span>
      )
    const noSales = t("stockFigures.no_sales", { days: COVER_PERIOD })
    return (
      <span className="text-ui-fg-subtle" title={noSales} data-testid={testId}>
        <span aria-hidden="true">{t("common.not_available")}</span>
        <span className="sr-only">{noSales}</span>
      </span>
    )
  }
  if (columnId === "sku")
    return (
      <span className="font-mono" data-testid={testId}>
        {value}
      </span>
    )
  return (
    <span className={TEXT_COLUMNS.includes(columnId) ? undefined : "tabular-nums"} data-testid={testId}>
      {value}
    </span>
  )
}

/**
 * Stock figures (issue 36), for buying decisions: per stock item, units sold and received over 7, 21, 42
 * and 90 days, on hand, reserved, available and days of cover, searched by SKU or product and sorted by
 * any column (its header's button, by mouse or keyboard), 50 a page; the search,
 * sort and page are in the URL. "Export CSV" downloads every stock item the search finds, in that sort.
 */
const StockFiguresPage = () => {
  const { t } = useT()
  const { filters, setFilters } = useUrlFilters(stockFigureFiltersFromParams, filtersToParams)
  const listQuery = stockFiguresQuery(filters)
  const query = useListScreenQuery("stockFigures", stockFigureKeys.list(listQuery), () => stockFigureApi.list(listQuery))

  // The columns' names, in the grid's header and the export's.
  const labels = useMemo(
    () =>
      Object.fromEntries(
        STOCK_FIGURE_SORTS.map((id) => {
          const period = periodOf(id)
          const label = period
            ? t(period.kind === "sold" ? "stockFigures.columns.sold_days" : "stockFigures.columns.received_days", { days: period.days })
            : t(`stockFigures.columns.${id as Exclude<StockFigureSort, StockFigurePeriodColumn>}`)
          return [id, label]
        }),
      ) as Record<StockFigureSort, string>,
    [t],
  )
  const columns = useMemo(
    () =>
      STOCK_FIGURE_SORTS.map((id) => {
        const text = TEXT_COLUMNS.includes(id)
        return column.accessor((figure) => stockFigureValue(figure, id), {
          id,
          header: ({ column: sorted }) => <SortableHeader label={labels[id]} sorted={sorted.getIsSorted()} />,
          cell: ({ getValue }) => <FigureCell columnId={id} value={getValue()} />,
          enableSorting: true,
          align: text ? "left" : "right",
        })
      }),
    [labels],
  )
  const rows = useMemo(() => (query.data?.stock_figures ?? []).map((figure) => ({ ...figure, id: figure.inventory_item_id })), [query.data])
  const count = query.data?.count ?? 0
  const table = usePagedTable({
    columns,
    rows,
    ...pagedBy(query, filters, setFilters, STOCK_FIGURES_PAGE_SIZE),
    sorting: { id: filters.sort, desc: filters.direction === "desc" },
    // A new sort starts from the first page.
    onSorting: ({ id, desc }) => {
      const sort = stockFigureSort(id)
      if (sort) setFilters({ ...filters, sort, direction: desc ? "desc" : "asc", page: 1 })
    },
  })

  return (
    <ListScreen
      texts="stockFigures"
      actions={<StockFiguresExport filters={filters} labels={labels} disabled={!count} />}
      query={query}
      empty={rows.length ? null : t(stockFiguresFiltered(filters) ? "stockFigures.empty_filtered" : "stockFigures.empty")}
      table={table}
      testId="stock-figure"
      catalogue={count > STOCK_FIGURES_PAGE_SIZE || filters.page > 1 ? "picking" : undefined}
    >
      <SearchBar
        filters={filters}
        onChange={setFilters}
        id="stock-figure-q"
        label={t("stockFigures.search")}
        placeholder={t("stockFigures.search_placeholder")}
        testId="stock-figure-filters"
      />
    </ListScreen>
  )
}

export const config = defineRouteConfig({
  label: "stockFigures.menu",
  icon: ChartBar,
  translationNs: "electroshop",
})

export default withPermission("inventory:read", StockFiguresPage)
