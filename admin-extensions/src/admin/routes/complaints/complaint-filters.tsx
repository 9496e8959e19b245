import { COMPLAINT_STATUSES } from "@electroshop/contracts/complaint"

import { LabelledInput, LabelledSelect } from "../../components/field"
import { useSearchForm } from "../../components/list-page"
import type { ComplaintFilters } from "../../lib/complaints"
import { useT } from "../../lib/i18n"

/** The status filter's id: where the focus goes when a closed drawer's complaint has left the list. */
export const STATUS_FILTER_ID = "complaint-filter-status"

/**
 * The complaints' status (the open ones, or one status; applied when chosen) and search by complaint or
 * order number (applied once typing pauses, at once on Enter), from the first page. `errors`: the
 * backend's refusal of either, shown under it.
 */
export const ComplaintFiltersBar = ({
  filters,
  onChange,
  errors,
}: {
  filters: ComplaintFilters
  onChange: (next: ComplaintFilters) => void
  errors?: Partial<Record<"q" | "status", string>>
}) => {
  const { t } = useT()
  const { q, setQ, submit } = useSearchForm(filters, onChange)
  return (
    <form onSubmit={submit} role="search" className="flex flex-wrap items-start gap-3 px-6 py-4" data-testid="complaint-filters">
      <LabelledSelect
        id={STATUS_FILTER_ID}
        label={t("complaints.status_filter")}
        fieldClassName="w-full sm:w-64"
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.target.value as ComplaintFilters["status"], page: 1 })}
        error={errors?.status}
        options={[
          { value: "", label: t("complaints.open_statuses") },
          ...COMPLAINT_STATUSES.map((status) => ({ value: status, label: t(`complaints.statuses.${status}`) })),
        ]}
      />
      <LabelledInput
        id="complaint-filter-q"
        label={t("complaints.search")}
        type="search"
        fieldClassName="w-full sm:max-w-xs"
        placeholder={t("complaints.search_placeholder")}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        error={errors?.q}
      />
    </form>
  )
}
