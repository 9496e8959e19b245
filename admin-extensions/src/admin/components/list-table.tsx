import { DataTable, type UseDataTableReturn } from "@medusajs/ui"
import { useT } from "../lib/i18n"

/**
 * A list screen's DataTable with its pagination, labelled from the screen's
 * `<catalogue>.pagination.*` texts. `testId` names the list for the e2e tests
 * (DataTable itself takes no attributes).
 */
export function ListTable<TData>({
  table,
  testId,
  catalogue,
  busy,
  filters,
}: {
  table: UseDataTableReturn<TData>
  testId: string
  /** Whose `<catalogue>.pagination.*` texts label the pages; none for a short list shown whole (its table was made without a page). */
  catalogue?: "buyouts" | "metaMasters" | "reviews" | "service" | "barems"
  busy?: boolean
  /** Shows the DataTable's filter menu and active filters (the table was made with `filters`), with these texts. */
  filters?: { add: string; clear: string; empty: string }
}) {
  const { t } = useT()
  return (
    <div aria-busy={busy} data-testid={testId}>
      <DataTable instance={table}>
        {filters ? (
          <DataTable.Toolbar translations={{ clearAll: filters.clear }}>
            <DataTable.FilterMenu tooltip={filters.add} />
          </DataTable.Toolbar>
        ) : null}
        <DataTable.Table emptyState={filters ? { filtered: { heading: filters.empty } } : undefined} />
        {catalogue ? (
          <DataTable.Pagination
            translations={{
              of: t(`${catalogue}.pagination.of`),
              results: t(`${catalogue}.pagination.results`),
              pages: t(`${catalogue}.pagination.pages`),
              prev: t(`${catalogue}.pagination.prev`),
              next: t(`${catalogue}.pagination.next`),
            }}
          />
        ) : null}
      </DataTable>
    </div>
  )
}
