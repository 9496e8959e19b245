import { STOCK_FIGURE_SORTS, stockFigureValue, type AdminStockFigure, type StockFigureSort } from "@electroshop/contracts/warehouse"
import { json2csv } from "json-2-csv"

/**
 * A text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, a tab or CR first) is kept as text
 * by a leading apostrophe (OWASP's CSV injection advice); numbers stay numbers, negative ones too.
 */
const asText = (value: string | number | null) => (typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

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
