import { Funnel } from "@medusajs/icons"
import { DataTable, DropdownMenu, IconButton, Tooltip, type UseDataTableReturn } from "@medusajs/ui"
import { useT } from "../lib/i18n"

/**
 * DataTable.FilterMenu's own button is an icon with no name (axe: button-name, WCAG 4.1.2): the same
 * menu of the filters not yet applied, from a button named by `label`.
 */
function FilterMenu<TData>({ table, label }: { table: UseDataTableReturn<TData>; label: string }) {
  const applied = Object.keys(table.getFiltering())
  const available = table.getFilters().filter((filter) => !applied.includes(filter.id))
  return (
    <DropdownMenu>
      <Tooltip content={label} hidden={!available.length}>
        <DropdownMenu.Trigger asChild disabled={!available.length}>
          <IconButton size="small" aria-label={label}>
            <Funnel />
          </IconButton>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Content side="bottom" align="start" className="overflow-y-auto">
        {available.map((filter) => (
          <DropdownMenu.Item
            key={filter.id}
            onClick={(event) => {
              event.stopPropagation()
              // An added filter starts empty, as DataTable.FilterMenu starts its select filters.
              table.addFilter({ id: filter.id, value: filter.type === "select" || filter.type === "multiselect" ? [] : filter.type === "string" ? "" : null })
            }}
          >
            {filter.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu>
  )
}

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
  catalogue?: "auditLog" | "buyouts" | "metaMasters" | "picking" | "reviews" | "service" | "barems"
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
            <FilterMenu table={table} label={filters.add} />
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
