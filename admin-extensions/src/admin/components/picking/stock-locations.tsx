import { pickingApi, pickingKeys } from "../../api/warehouse"
import { useT } from "../../lib/i18n"
import { LabelledSelect } from "../field"
import { useListQuery } from "../list-page"

type StockLocation = { id: string; name: string }

/** Medusa's stock locations, for the warehouse pages' filters and forms; a failed load is told in one toast for them all. */
export function useStockLocations() {
  const { t } = useT()
  return useListQuery({
    queryKey: pickingKeys.stockLocations,
    queryFn: pickingApi.stockLocations,
    failed: t("picking.locations_failed"),
    toastId: "picking.locations",
  })
}

/** The stock locations as a select's options. */
export const stockLocationOptions = (locations: StockLocation[]) => locations.map((l) => ({ value: l.id, label: l.name }))

/** A warehouse list's filter by stock location, all of them first (""). */
export const StockLocationFilter = ({
  id,
  value,
  locations,
  onChange,
}: {
  id: string
  value: string
  locations: StockLocation[]
  onChange: (stockLocationId: string) => void
}) => {
  const { t } = useT()
  return (
    <LabelledSelect
      id={id}
      label={t("picking.filters.location")}
      fieldClassName="w-full sm:max-w-xs"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[{ value: "", label: t("picking.filters.all_locations") }, ...stockLocationOptions(locations)]}
    />
  )
}
