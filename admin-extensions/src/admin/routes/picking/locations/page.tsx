import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"
import { PRODUCT_LOCATIONS_PAGE_SIZE } from "@electroshop/contracts/warehouse"

import { pickingKeys, productLocationApi, type AdminProductLocation } from "../../../api/warehouse"
import { useCan } from "../../../api/staff"
import { DateTime, dateTimeFormat } from "../../../components/date-time"
import { DeleteButton } from "../../../components/delete-button"
import { LabelledSelect } from "../../../components/field"
import { BackLink, pagedBy, RowLink, useListQuery, usePagedTable, useUrlFilters } from "../../../components/list-page"
import { ListScreen } from "../../../components/list-screen"
import { SearchBar } from "../../../components/search-bar"
import { stockLocationOptions, useStockLocations } from "../../../components/picking/stock-locations"
import { withPermission } from "../../../components/staff/require-permission"
import { filtersToParams, locationFiltersFromParams, productLocationsQuery } from "../../../lib/picking-filters"
import { useT } from "../../../lib/i18n"
import { AssignForm, locationName, MoveForm } from "./location-forms"

const column = createDataTableColumnHelper<AdminProductLocation>()
const NO_LOCATIONS = { product_locations: [], count: 0, limit: PRODUCT_LOCATIONS_PAGE_SIZE, offset: 0 }

/**
 * Product locations (issue 36): where each stock item lies at a stock location (its bin), the order
 * the picking lists walk them in. Reached from the picking queue, without a menu entry of its own.
 * Staff who may work on shipping assign, move and remove bins.
 */
const ProductLocationsPage = () => {
  const { t, i18n } = useT()
  const mayWrite = useCan("fulfillment:write")
  const { filters, setFilters } = useUrlFilters(locationFiltersFromParams, filtersToParams)
  const locations = useStockLocations()
  const stockLocations = locations.data?.stock_locations ?? []
  const stockLocationId = filters.stock_location_id || stockLocations[0]?.id || ""
  const listQuery = productLocationsQuery(filters, stockLocationId)
  // Without a stock location (none yet, or they could not be loaded) there is nothing to list.
  const query = useListQuery({
    queryKey: pickingKeys.locations(listQuery),
    queryFn: () => (stockLocationId ? productLocationApi.list(listQuery) : Promise.resolve(NO_LOCATIONS)),
    enabled: !locations.isPending,
    failed: t("picking.locations.load_failed"),
    toastId: "picking.locations.load",
  })
  const language = i18n.language
  const columns = useMemo(() => {
    const format = dateTimeFormat(language)
    const none = t("common.not_available")
    return [
      column.accessor("bin", { header: t("picking.columns.bin"), cell: ({ getValue }) => <span className="font-mono font-medium">{getValue()}</span> }),
      column.accessor("sku", {
        header: t("picking.columns.sku"),
        cell: ({ row: { original: location } }) => <RowLink to={`/inventory/${location.inventory_item_id}`}>{location.sku ?? none}</RowLink>,
      }),
      column.accessor("title", { header: t("picking.columns.product"), cell: ({ getValue }) => getValue() ?? none }),
      column.accessor("updated_at", { header: t("picking.columns.updated_at"), cell: ({ getValue }) => <DateTime value={getValue()} format={format} /> }),
      ...(mayWrite
        ? [
            column.display({
              id: "actions",
              header: t("picking.columns.actions"),
              cell: ({ row: { original: location } }) => (
                <div className="flex gap-2">
                  <MoveForm location={location} />
                  <DeleteButton
                    texts="picking.locations"
                    name={locationName(location, none)}
                    remove={() => productLocationApi.remove(location.id)}
                    invalidates={pickingKeys.all}
                  />
                </div>
              ),
            }),
          ]
        : []),
    ]
  }, [t, language, mayWrite])
  const rows = query.data?.product_locations ?? []
  // Pages only when there is more than one (or the page shown is a later one that the last removal emptied).
  const count = query.data?.count ?? 0
  const table = usePagedTable({ columns, rows, ...pagedBy(query, filters, setFilters, PRODUCT_LOCATIONS_PAGE_SIZE) })
  const empty = !stockLocationId
    ? t(locations.error ? "picking.locations_failed" : "picking.locations.no_stock_locations")
    : filters.q
      ? t("picking.locations.empty_filtered")
      : t("picking.locations.empty")

  return (
    <div className="flex flex-col gap-y-3">
      <BackLink to="/picking" label={t("picking.back_to_queue")} />
      <ListScreen
        texts="picking.locations"
        query={query}
        empty={rows.length ? null : empty}
        table={table}
        testId="product-location"
        catalogue={count > PRODUCT_LOCATIONS_PAGE_SIZE || filters.page > 1 ? "picking" : undefined}
      >
        {stockLocations.length ? (
          <div className="px-6 py-4">
            <LabelledSelect
              id="product-location-stock-location"
              label={t("picking.filters.location")}
              fieldClassName="w-full sm:max-w-xs"
              value={stockLocationId}
              onChange={(e) => setFilters({ ...filters, stock_location_id: e.target.value, page: 1 })}
              options={stockLocationOptions(stockLocations)}
            />
          </div>
        ) : null}
        {mayWrite && stockLocationId ? <AssignForm stockLocationId={stockLocationId} /> : null}
        <SearchBar
          filters={filters}
          onChange={setFilters}
          id="product-location-q"
          label={t("picking.locations.search")}
          placeholder={t("picking.locations.search_placeholder")}
          testId="product-location-search"
        />
      </ListScreen>
    </div>
  )
}

export default withPermission("fulfillment:read", ProductLocationsPage)
