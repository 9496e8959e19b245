import { CRATE_STATES, type CrateState } from "@electroshop/contracts/warehouse"
import { LabelledInput } from "../../components/field"
import { FilterTabs } from "../../components/filter-tabs"
import { useSearchForm } from "../../components/list-page"
import { StockLocationFilter } from "../../components/picking/stock-locations"
import { useT } from "../../lib/i18n"
import type { CrateFilters } from "../../lib/picking-filters"

/**
 * The crates' state tabs (all, empty, filled, each with its number of crates under the other filters),
 * their stock location and the search by identifier or name (once typing pauses, or on Enter).
 */
export const CrateFiltersBar = ({
  filters,
  counts,
  locations,
  onChange,
}: {
  filters: CrateFilters
  counts?: Record<CrateState, number>
  locations: { id: string; name: string }[]
  onChange: (next: CrateFilters) => void
}) => {
  const { t } = useT()
  const { q, setQ, submit } = useSearchForm(filters, onChange)
  const apply = (patch: Partial<CrateFilters>) => onChange({ ...filters, ...patch, page: 1 })
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="crate-filters">
      <FilterTabs
        label={t("crates.filters.state")}
        all={t("crates.filters.all")}
        values={CRATE_STATES}
        labelOf={(state) => t(`crates.state.${state}`)}
        counts={counts}
        value={filters.state}
        onChange={(state) => apply({ state })}
      />
      <form onSubmit={submit} role="search" className="flex flex-wrap items-start gap-3">
        <StockLocationFilter
          id="crate-filter-location"
          value={filters.stock_location_id}
          locations={locations}
          onChange={(id) => apply({ stock_location_id: id })}
        />
        <LabelledInput
          id="crate-filter-q"
          label={t("crates.filters.search")}
          type="search"
          fieldClassName="w-full sm:max-w-xs"
          placeholder={t("crates.filters.search_placeholder")}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </form>
    </div>
  )
}
