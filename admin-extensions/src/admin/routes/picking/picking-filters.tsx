import { Button } from "@medusajs/ui"
import { PICKING_STATUSES, type PickingStatus } from "@electroshop/contracts/warehouse"
import { LabelledSelect } from "../../components/field"
import { useT } from "../../lib/i18n"
import type { PickingFilters } from "../../lib/picking-filters"

/**
 * The queue's status tabs, each with its number of orders (under the location filter, as the server
 * counts them), and its stock location. Tabs are toggle buttons: the table below is the same for each.
 */
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
  const total = counts ? PICKING_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined
  const tab = (status: PickingStatus | "", label: string, count: number | undefined) => (
    <Button
      key={status || "all"}
      size="small"
      type="button"
      variant={filters.status === status ? "primary" : "secondary"}
      aria-pressed={filters.status === status}
      onClick={() => apply({ status })}
    >
      {count === undefined ? label : `${label} (${count})`}
    </Button>
  )
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="picking-filters">
      <div role="group" aria-label={t("picking.filters.status")} className="flex flex-wrap gap-2">
        {tab("", t("picking.filters.all_statuses"), total)}
        {PICKING_STATUSES.map((status) => tab(status, t(`picking.status.${status}`), counts?.[status]))}
      </div>
      <LabelledSelect
        id="picking-filter-location"
        label={t("picking.filters.location")}
        fieldClassName="w-full max-w-xs"
        value={filters.stock_location_id}
        onChange={(e) => apply({ stock_location_id: e.target.value })}
        options={[{ value: "", label: t("picking.filters.all_locations") }, ...locations.map((l) => ({ value: l.id, label: l.name }))]}
      />
    </div>
  )
}
