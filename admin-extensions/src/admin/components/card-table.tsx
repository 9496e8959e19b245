import { Table } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useT } from "../lib/i18n"
import { PRINT_HIDDEN } from "./print-style"

export type CardColumn<T> = {
  key: string
  header: string
  cell: (row: T, index: number) => ReactNode
  /** Numbers and amounts: right-aligned from a small tablet up. */
  numeric?: boolean
  /** The cell that names its row (`<th scope="row">`): the card's title on a phone, without its column's name. */
  rowHeader?: boolean
  /** A column whose header only assistive technology reads (the row's buttons); its cells have no name on a phone either. */
  hiddenHeader?: boolean
}

const CELL = "px-3 py-2 text-left align-top first:pl-6 last:pr-6 max-sm:block max-sm:p-0"
const ROW = "border-ui-border-base border-t max-sm:flex max-sm:flex-col max-sm:gap-y-1 max-sm:px-6 max-sm:py-3"
const numeric = (column: { numeric?: boolean }) => (column.numeric ? "tabular-nums sm:text-right" : "")

/** A cell's value, after its column's name on a phone's card (there the header row is read by screen readers only). */
const Value = ({ column, children }: { column: Pick<CardColumn<unknown>, "header" | "rowHeader" | "hiddenHeader">; children: ReactNode }) => (
  <>
    {column.rowHeader || column.hiddenHeader ? null : (
      <span aria-hidden="true" className="text-ui-fg-subtle sm:hidden" {...{ [PRINT_HIDDEN]: "" }}>{`${column.header}: `}</span>
    )}
    {children}
  </>
)

/**
 * A table of records that reads as cards on a phone (under 640 px; a handheld scanner): each row a
 * card, its row header (`rowHeader`) first, then each value after its column's name, so nothing
 * scrolls sideways. From a small tablet up, and on paper, it is a table with `<th scope>`; a wide one
 * scrolls inside its own box. `totals` adds a row under the rows: its label (`<th scope="row">`)
 * across the columns before the first total, then the totals by column key.
 */
export function CardTable<T>({
  labelledBy,
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  totals,
}: {
  /** The id of the heading that names the table, or its name (`label`) where none does. */
  labelledBy?: string
  label?: string
  columns: CardColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  rowTestId: string
  totals?: { label: string; cells: Partial<Record<string, ReactNode>>; testId: string }
}) {
  const span = totals
    ? Math.max(
        1,
        columns.findIndex((column) => totals.cells[column.key] !== undefined),
      )
    : 0
  return (
    <div className="overflow-x-auto max-sm:overflow-visible print:overflow-visible">
      <table aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} className="txt-compact-small w-full border-collapse max-sm:block">
        <thead className="text-ui-fg-subtle max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${CELL} font-medium ${numeric(column)}`}>
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row, index) => (
            <tr key={rowKey(row)} className={ROW} data-testid={rowTestId}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td"
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? "row" : undefined}
                    className={`${CELL} ${column.rowHeader ? "font-medium" : ""} ${numeric(column)}`}
                  >
                    <Value column={column}>{column.cell(row, index)}</Value>
                  </Cell>
                )
              })}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot className="font-medium max-sm:block">
            <tr className={ROW} data-testid={totals.testId}>
              <th scope="row" colSpan={span} className={`${CELL} font-medium`}>
                {totals.label}
              </th>
              {columns.slice(span).map((column) => {
                const value = totals.cells[column.key]
                return (
                  <td key={column.key} className={`${CELL} ${numeric(column)} ${value === undefined ? "max-sm:hidden" : ""}`}>
                    {value === undefined ? null : <Value column={column}>{value}</Value>}
                  </td>
                )
              })}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}

/**
 * The pages of a CardTable's list (`count` records, `pageSize` a page; `page` 1-based), under it once there is
 * more than one, or a later page is shown (to go back from), labelled in the picking queue's words for pages.
 */
export const CardTablePages = ({ count, pageSize, page, onPage }: { count: number; pageSize: number; page: number; onPage: (page: number) => void }) => {
  const { t } = useT()
  if (count <= pageSize && page <= 1) return null
  const pageCount = Math.ceil(count / pageSize)
  return (
    <Table.Pagination
      className="flex-wrap gap-y-2"
      count={count}
      pageSize={pageSize}
      pageIndex={page - 1}
      pageCount={pageCount}
      canPreviousPage={page > 1}
      canNextPage={page < pageCount}
      previousPage={() => onPage(page - 1)}
      nextPage={() => onPage(page + 1)}
      translations={{
        of: t("picking.pagination.of"),
        results: t("picking.pagination.results"),
        pages: t("picking.pagination.pages"),
        prev: t("picking.pagination.prev"),
        next: t("picking.pagination.next"),
      }}
    />
  )
}
