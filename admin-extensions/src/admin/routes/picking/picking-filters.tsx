import { PICKING_STATUSES, type PickingStatus } from "@electroshop/contracts/warehouse"
import { FilterTabs } from "../../components/filter-tabs"
import { StockLocationFilter } from "../../components/picking/stock-locations"
import { useT } from "../../lib/i18n"
import type { PickingFilters } from "../../lib/picking-filters"

/** The queue's status tabs, each with its number of orders (under the location filter, as the server counts them), and its stock location. */
export const PickingFiltersBar = ({
  filters,
  counts,
  locations,
  onChange,
}: {
  filters: PickingFilters
  counts?: Record<PickingStatus, number>
  locations: { id: string; name: string }[]
  onChange: (next: PickingFilters) => void
}) => {
  const { t } = useT()
  const apply = (patch: Partial<PickingFilters>) => onChange({ ...filters, ...patch, page: 1 })
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="picking-filters">
      <FilterTabs
        label={t("picking.filters.status")}
        all={t("picking.filters.all_statuses")}
        values={PICKING_STATUSES}
        labelOf={(status) => t(`picking.status.${status}`)}
        counts={counts}
        value={filters.status}
        onChange={(status) => apply({ status })}
      />
      <StockLocationFilter
        id="picking-filter-location"
        value={filters.stock_location_id}
        locations={locations}
        onChange={(stock_location_id) => apply({ stock_location_id })}
      />
    </div>
  )
}
