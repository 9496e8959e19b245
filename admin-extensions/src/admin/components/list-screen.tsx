import { Container, type UseDataTableReturn } from "@medusajs/ui"
import type { QueryKey } from "@tanstack/react-query"
import type { ReactNode } from "react"

import { useT } from "../lib/i18n"
import { SectionHeading } from "./headings"
import { ListBody, useListQuery } from "./list-page"
import { ListTable } from "./list-table"

/** The catalogues of the list screens, each with `<texts>.title`, `.description` and `.load_failed`. */
type ListTexts =
  | "auditLog"
  | "barems"
  | "boxes"
  | "buyouts.list"
  | "complaints"
  | "crates"
  | "deliveryTimeslots"
  | "handovers"
  | "invoices"
  | "itemExtras"
  | "metaMasters"
  | "picking"
  | "picking.locations"
  | "reviews"
  | "service.list"
  | "shippingRates"
  | "staff"
  | "stockFigures"

/** A ListScreen's rows: a failed load is told by the screen's `<texts>.load_failed`, in one toast per screen. */
export function useListScreenQuery<T>(texts: ListTexts, queryKey: QueryKey, queryFn: () => Promise<T>) {
  const { t } = useT()
  return useListQuery({ queryKey, queryFn, failed: t(`${texts}.load_failed`), toastId: `${texts}.load` })
}

/**
 * A list screen on its own page: the title with the screen's actions (a
 * create form, a link), its search or filter bar (the children), then the
 * table or its loading, error or empty state. `testId` names the list
 * (`<testId>-list`) and its empty state (`<testId>-empty`) for the e2e tests.
 * A list of rows of its own markup (`list`, e.g. a CardTable) shows instead of a DataTable.
 */
export function ListScreen<T>({
  texts,
  actions,
  query,
  empty,
  table,
  list,
  testId,
  catalogue,
  filters,
  children,
}: {
  texts: ListTexts
  actions?: ReactNode
  query: { isPending: boolean; isFetching: boolean; error: unknown; data: unknown; refetch: () => unknown }
  /** The empty message, or null when there are rows (or a filter's empty table says it). */
  empty: string | null
  /** The DataTable, or `list` instead. */
  table?: UseDataTableReturn<T>
  list?: ReactNode
  testId: string
} & Pick<Parameters<typeof ListTable>[0], "catalogue" | "filters"> & { children?: ReactNode }) {
  const { t } = useT()
  return (
    <Container className="divide-y p-0">
      <SectionHeading level="h1" title={t(`${texts}.title`)} description={t(`${texts}.description`)}>
        {actions}
      </SectionHeading>
      {children}
      <ListBody query={query} failed={t(`${texts}.load_failed`)} empty={empty} emptyTestId={`${testId}-empty`}>
        {table ? (
          <ListTable table={table} testId={`${testId}-list`} catalogue={catalogue} busy={query.isFetching} filters={filters} />
        ) : (
          <div aria-busy={query.isFetching} data-testid={`${testId}-list`}>
            {list}
          </div>
        )}
      </ListBody>
    </Container>
  )
}
