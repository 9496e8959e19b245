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
  paged = true,
}: {
  table: UseDataTableReturn<TData>
  testId: string
  catalogue: "buyouts" | "metaMasters" | "reviews" | "service" | "barems"
  busy?: boolean
  /** False for a short list shown whole (its table was made without a page). */
  paged?: boolean
}) {
  const { t } = useT()
  return (
    <div aria-busy={busy} data-testid={testId}>
      <DataTable instance={table}>
        <DataTable.Table />
        {paged ? (
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
