import {
  STOCK_FIGURE_SORTS,
  stockFigureValue,
  type AdminStockFigure,
  type AdminStockFiguresResponse,
  type StockFigureSort,
} from "@electroshop/contracts/warehouse"
import { json2csv } from "json-2-csv"

/** The largest page `GET /admin/stock-figures` answers (AdminListStockFiguresSchema's `limit`): the export reads every page at it. */
export const STOCK_FIGURES_EXPORT_PAGE = 200

/**
 * A text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, a tab or CR first) is kept as text
 * by a leading apostrophe (OWASP's CSV injection advice); numbers stay numbers, negative ones too.
 */
const asText = (value: string | number | null) => (typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

/**
 * Every stock figure of a search and sort, read page after page (`read` at an offset, one request at a
 * time, STOCK_FIGURES_EXPORT_PAGE a page) until the answer's count is reached (or a page comes back empty).
 */
export async function allStockFigures(read: (offset: number, limit: number) => Promise<AdminStockFiguresResponse>): Promise<AdminStockFigure[]> {
  const figures: AdminStockFigure[] = []
  for (;;) {
    const page = await read(figures.length, STOCK_FIGURES_EXPORT_PAGE)
    figures.push(...page.stock_figures)
    if (!page.stock_figures.length || figures.length >= page.count) return figures
  }
}

/**
 * The stock figures as a CSV file that Czech and Romanian Excel open as it is: fields split by `;` (their
 * list separator, as the decimal separator is a comma), a UTF-8 BOM (else Excel reads the diacritics as
 * another code page), CRLF line ends. The header row is `labels`, the columns' names in the admin's
 * language, in the grid's order; a figure with no value (no SKU, nothing sold to cover) is an empty field.
 */
export function stockFiguresCsv(figures: AdminStockFigure[], labels: Record<StockFigureSort, string>): string {
  const rows = figures.map((figure) => Object.fromEntries(STOCK_FIGURE_SORTS.map((column) => [column, asText(stockFigureValue(figure, column))])))
  return json2csv(rows, {
    keys: STOCK_FIGURE_SORTS.map((field) => ({ field, title: labels[field] })),
    delimiter: { field: ";", eol: "\r\n" },
    excelBOM: true,
    emptyFieldValue: "",
  })
}

/** The export's file name, by the local date it is made: `stock-figures-2025-03-07.csv`. */
export function stockFiguresFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, "0")
  return `stock-figures-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`
}

/** The CSV downloaded as `fileName`; its object URL is revoked once the download has surely started. */
export function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.style.display = "none"
  document.body.appendChild(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
