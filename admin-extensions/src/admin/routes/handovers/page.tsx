import { defineRouteConfig } from "@medusajs/admin-sdk"
import { FlyingBox } from "@medusajs/icons"

import { handoverApi, pickingKeys } from "../../api/warehouse"
import { useCan } from "../../api/staff"
import { useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { useStockLocations } from "../../components/picking/stock-locations"
import { withPermission } from "../../components/staff/require-permission"
import { useT } from "../../lib/i18n"
import { filtersToParams, handoverFiltersFromParams, handoversFiltered, handoversQuery } from "../../lib/picking-filters"
import { HandoverFiltersBar } from "./handover-filters"
import { HandoverTable } from "./handover-table"
import { HandoverScan } from "./scan-form"

/**
 * Hand-over to carriers (issue 36, "Hand-over"): packed parcels wait at the warehouse for each
 * carrier's driver. Staff who may work on shipping scan each parcel's label into the open batch of
 * its carrier; the batches follow, open ones first, by state tab, carrier and stock location (in the
 * URL), 50 a page, each linking to its page, where it is handed over and its protocol printed.
 */
const HandoversPage = () => {
  const { t } = useT()
  const mayWrite = useCan("fulfillment:write")
  const { filters, setFilters } = useUrlFilters(handoverFiltersFromParams, filtersToParams)
  const query = useListScreenQuery("handovers", pickingKeys.handovers(handoversQuery(filters)), () => handoverApi.list(handoversQuery(filters)))
  const locations = useStockLocations()
  const data = query.data
  return (
    <ListScreen
      texts="handovers"
      query={query}
      empty={data?.handovers.length ? null : t(handoversFiltered(filters) ? "handovers.empty_filtered" : "handovers.empty")}
      list={data ? <HandoverTable data={data} page={filters.page} onPage={(page) => setFilters({ ...filters, page })} /> : null}
      testId="handover"
    >
      {mayWrite ? <HandoverScan /> : null}
      <HandoverFiltersBar filters={filters} counts={data?.counts} locations={locations.data?.stock_locations ?? []} onChange={setFilters} />
    </ListScreen>
  )
}

export const config = defineRouteConfig({
  label: "handovers.menu",
  icon: FlyingBox,
  translationNs: "electroshop",
})

export default withPermission("fulfillment:read", HandoversPage)
