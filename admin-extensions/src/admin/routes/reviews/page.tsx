import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChatBubbleLeftRight } from "@medusajs/icons"
import { Button, createDataTableColumnHelper } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useMemo } from "react"

import { StackedCell } from "../../components/list-columns"
import { statusBadge } from "../../components/status-badge"
import { pagedBy, usePagedTable, useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { useBuyoutFormat } from "../../components/buyout/formatting"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { filtersFromParams, filtersToParams, REVIEW_PAGE_SIZE, reviewApi, reviewKeys, SAVE_ERROR_TOAST, type AdminReview } from "../../api/reviews"
import { EditReview } from "./edit-review"
import { ReviewFiltersBar } from "./review-filters"
import { LINK_CLASS } from "../../components/link-style"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<AdminReview>()
const ReviewStateBadge = statusBadge("review-state", { pending: "orange", approved: "green", disapproved: "red" }, (t, state: AdminReview["state"]) =>
  t(`reviews.state.${state}`),
)

/** Approve or disapprove a review from its row; the grid reloads, a toast says it is saved. */
const StateActions = ({ review }: { review: AdminReview }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const change = useMutation({
    mutationFn: (to: "approve" | "disapprove") => reviewApi[to](review.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all })
      notify.dismiss(SAVE_ERROR_TOAST)
      notify.success(t("reviews.saved"))
    },
    onError: (error) => notify.error(t("reviews.save_failed"), { error, id: SAVE_ERROR_TOAST }),
  })
  const label = (action: "approve" | "disapprove") => `${t(`reviews.${action}`)}: ${review.full_name}, ${review.product?.title ?? ""}`
  return (
    <div className="flex flex-wrap gap-2">
      {review.state !== "approved" ? (
        <Button size="small" variant="secondary" isLoading={change.isPending} aria-label={label("approve")} onClick={() => change.mutate("approve")}>
          {t("reviews.approve")}
        </Button>
      ) : null}
      {review.state !== "disapproved" ? (
        <Button size="small" variant="secondary" isLoading={change.isPending} aria-label={label("disapprove")} onClick={() => change.mutate("disapprove")}>
          {t("reviews.disapprove")}
        </Button>
      ) : null}
      <EditReview review={review} />
    </div>
  )
}

/** Product reviews for verification: newest first, filtered by product, rating and state (kept in the URL). */
const ReviewListPage = () => {
  const { t } = useT()
  const { dateTime } = useBuyoutFormat()
  const { params, filters, setFilters } = useUrlFilters(filtersFromParams, filtersToParams)

  const query = useListScreenQuery("reviews", reviewKeys.list(filters), () => reviewApi.list(filters))
  const columns = useMemo(
    () => [
      column.accessor("created_at", { header: t("reviews.columns.created"), cell: ({ getValue }) => dateTime(getValue()) }),
      column.display({
        id: "product",
        header: t("reviews.columns.product"),
        cell: ({ row }) => (
          <button
            type="button"
            className={`${LINK_CLASS} text-left`}
            title={t("reviews.filters.by_product")}
            onClick={() => setFilters({ ...filters, product_id: row.original.product_id, page: 1 })}
          >
            {row.original.product?.title ?? row.original.product_id}
          </button>
        ),
      }),
      column.accessor("rating", {
        header: t("reviews.columns.rating"),
        cell: ({ getValue }) => <span aria-label={t("reviews.stars", { count: getValue() })}>{`${getValue()} ★`}</span>,
      }),
      column.display({
        id: "review",
        header: t("reviews.columns.text"),
        cell: ({ row: { original: review } }) => (
          <StackedCell
            main={review.text}
            notes={[review.pros && `+ ${review.pros}`, review.cons && `− ${review.cons}`]}
            className="max-w-[420px] whitespace-normal"
          />
        ),
      }),
      column.display({
        id: "author",
        header: t("reviews.columns.author"),
        cell: ({ row: { original: review } }) => <StackedCell main={review.full_name} notes={[review.anonymous && t("reviews.anonymous")]} />,
      }),
      column.accessor("state", { header: t("reviews.columns.state"), cell: ({ getValue }) => <ReviewStateBadge status={getValue()} /> }),
      column.display({ id: "actions", header: t("reviews.columns.actions"), cell: ({ row }) => <StateActions review={row.original} /> }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the product link reads the filters of this render
    [t, dateTime, params],
  )
  const rows = query.data?.reviews ?? []
  const table = usePagedTable({ columns, rows, ...pagedBy(query, filters, setFilters, REVIEW_PAGE_SIZE) })
  const active = Boolean(filters.product_id || filters.rating || filters.state)

  return (
    <ListScreen
      texts="reviews"
      query={query}
      empty={rows.length ? null : active ? t("reviews.empty_filtered") : t("reviews.empty")}
      table={table}
      testId="review"
      catalogue="reviews"
    >
      <ReviewFiltersBar filters={filters} productTitle={rows.find((r) => r.product_id === filters.product_id)?.product?.title} onChange={setFilters} />
    </ListScreen>
  )
}

export const config = defineRouteConfig({
  label: "reviews.menu",
  icon: ChatBubbleLeftRight,
  translationNs: "electroshop",
})

export default withPermission("review:read", ReviewListPage)
