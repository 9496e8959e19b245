import { Button } from "@medusajs/ui"
import { REVIEW_STATES } from "@electroshop/contracts/review"
import { LabelledSelect } from "../../components/field"
import { useT } from "../../lib/i18n"
import type { ReviewFilters } from "../../api/reviews"

const RATINGS = ["5", "4", "3", "2", "1"]

/** State and rating of the review grid; the product filter is set from a row's product link and shown here to clear. */
export const ReviewFiltersBar = ({
  filters,
  productTitle,
  onChange,
}: {
  filters: ReviewFilters
  productTitle?: string
  onChange: (next: ReviewFilters) => void
}) => {
  const { t } = useT()
  const apply = (patch: Partial<ReviewFilters>) => onChange({ ...filters, ...patch, page: 1 })
  const active = Boolean(filters.product_id || filters.rating || filters.state)
  return (
    <div className="flex flex-wrap items-end gap-3 px-6 py-4" role="search" data-testid="review-filters">
      <LabelledSelect
        id="review-filter-state"
        label={t("reviews.filters.state")}
        value={filters.state}
        onChange={(e) => apply({ state: e.target.value as ReviewFilters["state"] })}
        options={[{ value: "", label: t("reviews.filters.all_states") }, ...REVIEW_STATES.map((s) => ({ value: s, label: t(`reviews.state.${s}`) }))]}
      />
      <LabelledSelect
        id="review-filter-rating"
        label={t("reviews.filters.rating")}
        value={filters.rating}
        onChange={(e) => apply({ rating: e.target.value })}
        options={[{ value: "", label: t("reviews.filters.all_ratings") }, ...RATINGS.map((r) => ({ value: r, label: `${r} ★` }))]}
      />
      {filters.product_id ? (
        <Button size="small" type="button" variant="secondary" onClick={() => apply({ product_id: "" })} aria-label={t("reviews.filters.clear_product")}>
          {`${t("reviews.filters.product")}: ${productTitle ?? filters.product_id} ✕`}
        </Button>
      ) : null}
      {active ? (
        <Button size="small" type="button" variant="transparent" onClick={() => onChange({ product_id: "", rating: "", state: "", page: 1 })}>
          {t("reviews.filters.reset")}
        </Button>
      ) : null}
    </div>
  )
}
