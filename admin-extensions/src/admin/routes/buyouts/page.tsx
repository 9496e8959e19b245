import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"

import { BuyoutListFiltersBar } from "../../components/buyout/list-filters"
import { useBuyoutFormat } from "../../components/buyout/formatting"
import { EmptyState, ErrorState, LoadingState } from "../../components/states"
import { BuyoutStatusBadge } from "../../components/buyout/status-badge"
import { buyoutApi, buyoutKeys } from "../../lib/buyout-api"
import { BUYOUT_PAGE_SIZE, filtersFromParams, filtersToParams, hasActiveFilters, type BuyoutListFilters } from "../../lib/buyout-filters"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"

/** Buy-out requests (devices customers sold online), newest first, with filters kept in the URL. */
const BuyoutListPage = () => {
  const { t } = useT()
  const { dateTime, money } = useBuyoutFormat()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const setFilters = (next: BuyoutListFilters) => setParams(filtersToParams(next))

  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: buyoutKeys.list(filters),
    queryFn: () => buyoutApi.list(filters),
    placeholderData: keepPreviousData,
  })
  useEffect(() => {
    if (error) notify.error(t("buyouts.list.load_failed"), { error, id: "buyout-list-load" })
  }, [error, t])

  const count = data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / BUYOUT_PAGE_SIZE))
  const rows = data?.buyouts ?? []

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h1">{t("buyouts.list.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("buyouts.list.description")}
          </Text>
        </div>
        <Button size="small" variant="secondary" asChild>
          <Link to="/buyout-catalogue">{t("buyouts.catalogue.title")}</Link>
        </Button>
      </div>
      <BuyoutListFiltersBar filters={filters} onChange={setFilters} />
      {isPending ? (
        <LoadingState />
      ) : error && !data ? (
        <ErrorState message={t("buyouts.list.load_failed")} error={error} onRetry={() => refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState testId="buyout-empty" message={hasActiveFilters(filters) ? t("buyouts.list.empty_filtered") : t("buyouts.list.empty")} />
      ) : (
        <div aria-busy={isFetching}>
          <Table data-testid="buyout-list">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("buyouts.columns.number")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.columns.created")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.columns.customer")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.columns.device")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.columns.grade")}</Table.HeaderCell>
                <Table.HeaderCell className="text-right">{t("buyouts.columns.price")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.columns.status")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row
                  key={row.id}
                  className="cursor-pointer"
                  data-testid="buyout-row"
                  onClick={() => navigate(`/buyouts/${row.id}`)}
                >
                  <Table.Cell>
                    {/* The link makes each row reachable with the keyboard; the row click is a mouse shortcut. */}
                    <Link to={`/buyouts/${row.id}`} className="text-ui-fg-interactive hover:underline" onClick={(e) => e.stopPropagation()}>
                      {row.number}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{dateTime(row.created_at)}</Table.Cell>
                  <Table.Cell>
                    <div className="flex flex-col">
                      <span>{`${row.first_name} ${row.last_name}`}</span>
                      <span className="text-ui-fg-subtle">{row.email}</span>
                    </div>
                  </Table.Cell>
                  <Table.Cell>{row.device}</Table.Cell>
                  <Table.Cell>{row.quality ?? "—"}</Table.Cell>
                  <Table.Cell className="text-right">{money(row.offered_price ?? row.price, row.currency_code)}</Table.Cell>
                  <Table.Cell>
                    <BuyoutStatusBadge status={row.status} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <Table.Pagination
            count={count}
            pageSize={BUYOUT_PAGE_SIZE}
            pageIndex={filters.page - 1}
            pageCount={pageCount}
            canPreviousPage={filters.page > 1}
            canNextPage={filters.page < pageCount}
            previousPage={() => setFilters({ ...filters, page: filters.page - 1 })}
            nextPage={() => setFilters({ ...filters, page: filters.page + 1 })}
            translations={{
              of: t("buyouts.pagination.of"),
              results: t("buyouts.pagination.results"),
              pages: t("buyouts.pagination.pages"),
              prev: t("buyouts.pagination.prev"),
              next: t("buyouts.pagination.next"),
            }}
          />
        </div>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "buyouts.menu",
  icon: Cash,
  translationNs: "electroshop",
})

export default BuyoutListPage
