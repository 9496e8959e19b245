import { ArrowLeft } from "@medusajs/icons"
import { Container, useDataTable, type DataTableColumnDef, type DataTableFilter, type DataTableFilteringState, type DataTableSortingState } from "@medusajs/ui"
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from "@tanstack/react-query"
import { useEffect, useState, type FormEvent, type ReactNode } from "react"
import { Link, useParams } from "react-router-dom"

import { changedFilters, useLatestSearchParams } from "../lib/latest-search-params"
import { notify } from "../lib/notify"
import { EmptyState, ErrorState, LoadingState } from "./states"
import { LINK_CLASS } from "./link-style"

/** A screen's query and the toast that tells its failure. */
type ScreenQuery<Key, Fn> = {
  queryKey: Key
  queryFn: Fn
  /** The translated message of a failed load. */
  failed: string
  toastId: string
  /** false holds the load back (until what it needs is known). */
  enabled?: boolean
}

/**
 * The pieces every list screen of ours is made of: a query that keeps the old
 * rows while the next page loads and toasts a failure, a paged DataTable, and
 * the loading / error / empty / table body; a record's page likewise.
 */
export function useListQuery<T>({ queryKey, queryFn, failed, toastId, enabled }: ScreenQuery<QueryKey, () => Promise<T>>) {
  const query = useQuery({ queryKey, queryFn, enabled, placeholderData: keepPreviousData })
  useFailureToast(query.error, failed, toastId)
  return query
}

/**
 * A record's page's query, for the record whose id is in the route: it loads
 * only with an id and never shows another record's data while loading.
 */
export function useDetailQuery<T>({ queryKey, queryFn, failed, toastId }: ScreenQuery<(id: string) => QueryKey, (id: string) => Promise<T>>) {
  const { id = "" } = useParams()
  const query = useQuery({ queryKey: queryKey(id), queryFn: () => queryFn(id), enabled: !!id })
  useFailureToast(query.error, failed, toastId)
  return { id, query }
}

/** One toast per screen (or widget) however often its load fails: the id replaces the earlier one. */
export function useFailureToast(error: Error | null, failed: string, toastId: string) {
  useEffect(() => {
    if (error) notify.error(failed, { error, id: toastId })
  }, [error, failed, toastId])
}

export function usePagedTable<T extends { id: string | number }>({
  columns,
  rows,
  count,
  busy,
  page,
  pageSize,
  onPage,
  onRowClick,
  filters,
  filtering,
  onFiltering,
  sorting,
  onSorting,
}: {
  columns: DataTableColumnDef<T, any>[]
  rows: T[]
  count: number
  busy?: boolean
  /** 1-based; without it the table is not paged. */
  page?: number
  pageSize?: number
  onPage?: (page: number) => void
  onRowClick?: (row: T) => void
  /** DataTable filters (shown by ListTable's filter menu), their state from the URL and its change. */
  filters?: DataTableFilter[]
  filtering?: DataTableFilteringState
  onFiltering?: (state: DataTableFilteringState) => void
  /**
   * The column sorted by (its id) and its direction, from the URL, and its change (from a sortable
   * column's header, which is a button); the columns say `enableSorting`. A sort is
   * never removed: a header's third press (where DataTable would drop it) turns it back the other way.
   */
  sorting?: DataTableSortingState
  onSorting?: (state: DataTableSortingState) => void
}) {
  return useDataTable({
    filters,
    filtering: filters && filtering && onFiltering ? { state: filtering, onFilteringChange: onFiltering } : undefined,
    sorting:
      sorting && onSorting
        ? { state: sorting, onSortingChange: (next?: DataTableSortingState) => onSorting(next ?? { ...sorting, desc: !sorting.desc }) }
        : undefined,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    rowCount: count,
    isLoading: busy,
    pagination:
      page && pageSize && onPage ? { state: { pageIndex: page - 1, pageSize }, onPaginationChange: ({ pageIndex }) => onPage(pageIndex + 1) } : undefined,
    onRowClick: onRowClick ? (_, row) => onRowClick(row) : undefined,
  })
}

export function ListBody({
  query,
  failed,
  empty,
  emptyTestId,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: unknown; refetch: () => unknown }
  failed: string
  /** The empty message, or null when there are rows. */
  empty: string | null
  emptyTestId: string
  children: ReactNode
}) {
  if (query.isPending) return <LoadingState />
  if (query.error && !query.data) return <ErrorState message={failed} error={query.error} onRetry={() => query.refetch()} />
  if (empty !== null) return <EmptyState testId={emptyTestId} message={empty} />
  return <>{children}</>
}

/** A row's main cell: the link makes each row reachable with the keyboard; the row click is a mouse shortcut. */
export const RowLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className={LINK_CLASS} onClick={(e) => e.stopPropagation()}>
    {children}
  </Link>
)

/** The link above a page back to where it is reached from (a record's list). */
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Link to={to} className="text-ui-fg-subtle hover:text-ui-fg-base flex items-center gap-x-1 text-sm">
    <ArrowLeft />
    {label}
  </Link>
)

/** A record's page: the link back to its list, then the record, or its loading or error state. */
export function DetailShell<T>({
  back,
  query,
  failed,
  testId,
  children,
}: {
  back: { to: string; label: string }
  query: UseQueryResult<T>
  failed: string
  testId: string
  children: (data: T) => ReactNode
}) {
  const link = <BackLink {...back} />
  if (query.isPending || query.error) {
    return (
      <div className="flex flex-col gap-y-3">
        {link}
        <Container className="p-0">
          {query.isPending ? <LoadingState /> : <ErrorState message={failed} error={query.error} onRetry={() => query.refetch()} />}
        </Container>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-y-3" data-testid={testId}>
      {link}
      {children(query.data)}
    </div>
  )
}

/**
 * A list's filters kept in the URL, so a reload or a shared link shows the same rows. A change applies
 * what it changed to the filters last written, not to the rendered ones: React Router shows a new URL a
 * render late, and a sort or a page pressed right after a search would otherwise drop the search
 * (lib/latest-search-params.ts). Each change is a history entry, so Back undoes it.
 */
export function useUrlFilters<F extends Record<string, unknown>>(
  fromParams: (params: URLSearchParams) => F,
  toParams: (filters: F) => URLSearchParams | Record<string, string>,
) {
  const [params, update] = useLatestSearchParams()
  const filters = fromParams(params)
  const setFilters = (next: F) => update((latest) => new URLSearchParams(toParams(changedFilters(fromParams(latest), filters, next))), { replace: false })
  return { params, filters, setFilters }
}

/**
 * usePagedTable's count, busy state and paging of a list whose page is one of
 * its URL filters: the query gives the whole count, and turning the page keeps the other filters.
 */
export function pagedBy<F extends { page: number }>(
  query: { data?: { count: number }; isFetching: boolean },
  filters: F,
  setFilters: (next: F) => void,
  pageSize: number,
) {
  return { count: query.data?.count ?? 0, busy: query.isFetching, page: filters.page, pageSize, onPage: (page: number) => setFilters({ ...filters, page }) }
}

/** The value once it has stopped changing for a moment: searching as one types without a request per keystroke. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * A search box's text, applied to a list once typing pauses (`apply` with the trimmed text, when it
 * differs from the `applied` one): no request per key. The URL's search (back button, reset) replaces
 * what is typed, unless it only differs in spaces at its ends.
 */
export function useSearchText(applied: string, apply: (q: string) => void) {
  const [q, setQ] = useState(applied)
  const search = useDebounced(q.trim())
  useEffect(() => setQ((typed) => (typed.trim() === applied ? typed : applied)), [applied])
  useEffect(() => {
    if (search !== applied) apply(search)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly settled search applies, to this render's filters
  }, [search])
  return [q, setQ] as const
}

/**
 * A filter bar's search box, the `q` of the list's URL filters: applied once typing pauses
 * (useSearchText) or at once on Enter (`submit`, the bar's form's), from the first page.
 */
export function useSearchForm<F extends { q: string; page: number }>(filters: F, onChange: (next: F) => void) {
  const [q, setQ] = useSearchText(filters.q, (search) => onChange({ ...filters, q: search, page: 1 }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, q: q.trim(), page: 1 })
  }
  return { q, setQ, submit }
}
