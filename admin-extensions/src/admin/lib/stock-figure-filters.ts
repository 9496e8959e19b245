import {
  AdminListStockFiguresSchema,
  SORT_DIRECTIONS,
  STOCK_FIGURE_SORTS,
  STOCK_FIGURES_PAGE_SIZE,
  type SortDirection,
  type StockFigureSort,
} from "@electroshop/contracts/warehouse"
import { oneOf, pageOf } from "./picking-filters"

/** The stock figures' search, column sorted by and its direction, and page (`?q=IPAD&sort=received_7&direction=asc&page=2`). */
export type StockFigureFilters = { q: string; sort: StockFigureSort; direction: SortDirection; page: number }

/** The backend's sort of the stock figures when none is asked for (AdminListStockFiguresSchema: the most sold in 7 days first). */
const STOCK_FIGURES_DEFAULTS = AdminListStockFiguresSchema.parse({})

/** The column if it is one the stock figures sort by (a DataTable column's id, the URL's `sort`), else null. */
export const stockFigureSort = (column: string | null): StockFigureSort | null => oneOf(STOCK_FIGURE_SORTS, column) || null

export function stockFigureFiltersFromParams(params: URLSearchParams): StockFigureFilters {
  return {
    q: (params.get("q") ?? "").trim(),
    sort: stockFigureSort(params.get("sort")) ?? STOCK_FIGURES_DEFAULTS.sort,
    direction: oneOf(SORT_DIRECTIONS, params.get("direction")) || STOCK_FIGURES_DEFAULTS.direction,
    page: pageOf(params),
  }
}

/** Whether the stock figures show less than every stock item (its empty message says the search found none). */
export const stockFiguresFiltered = (f: StockFigureFilters) => Boolean(f.q)

/** Query of `GET /admin/stock-figures/export` for the filters: the grid's search and sort, every page. */
export const stockFiguresExportQuery = (f: StockFigureFilters) => ({ q: f.q || undefined, sort: f.sort, direction: f.direction })
export type StockFiguresExportQuery = ReturnType<typeof stockFiguresExportQuery>

/** Query of `GET /admin/stock-figures` for the filters, 50 stock items a page. */
export const stockFiguresQuery = (f: StockFigureFilters) => ({
  ...stockFiguresExportQuery(f),
  limit: STOCK_FIGURES_PAGE_SIZE,
  offset: (f.page - 1) * STOCK_FIGURES_PAGE_SIZE,
})
export type StockFiguresQuery = ReturnType<typeof stockFiguresQuery>
