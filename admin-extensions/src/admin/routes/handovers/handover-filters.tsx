import { HANDOVER_STATES, PARCEL_CARRIERS, type HandoverState } from "@electroshop/contracts/warehouse"
import { LabelledSelect } from "../../components/field"
import { FilterTabs } from "../../components/filter-tabs"
import { StockLocationFilter } from "../../components/picking/stock-locations"
import { useT } from "../../lib/i18n"
import { carrierName } from "../../lib/parcels"
import type { HandoverFilters } from "../../lib/picking-filters"

/** The hand-overs' state tabs (all, open, handed over, each with its number of batches under the other filters), their carrier and stock location. */
export const HandoverFiltersBar = ({
  filters,
  counts,
  locations,
  onChange,
}: {
  filters: HandoverFilters
  counts?: Record<HandoverState, number>
  locations: { id: string; name: string }[]
  onChange: (next: HandoverFilters) => void
}) => {
  const { t } = useT()
  const apply = (patch: Partial<HandoverFilters>) => onChange({ ...filters, ...patch, page: 1 })
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="handover-filters">
      <FilterTabs
        label={t("handovers.filters.state")}
        all={t("handovers.filters.all")}
        values={HANDOVER_STATES}
        labelOf={(state) => t(`handovers.state.${state}`)}
        counts={counts}
        value={filters.state}
        onChange={(state) => apply({ state })}
      />
      <div className="flex flex-wrap items-start gap-3">
        <LabelledSelect
          id="handover-filter-carrier"
          label={t("handovers.filters.carrier")}
          fieldClassName="w-full sm:max-w-xs"
          value={filters.carrier}
          onChange={(e) => apply({ carrier: e.target.value as HandoverFilters["carrier"] })}
          options={[
            { value: "", label: t("handovers.filters.all_carriers") },
            ...PARCEL_CARRIERS.map((carrier) => ({ value: carrier, label: carrierName(carrier) })),
          ]}
        />
        <StockLocationFilter
          id="handover-filter-location"
          value={filters.stock_location_id}
          locations={locations}
          onChange={(id) => apply({ stock_location_id: id })}
        />
      </div>
    </div>
  )
}
