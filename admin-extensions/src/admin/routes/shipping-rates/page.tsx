import { defineRouteConfig } from "@medusajs/admin-sdk"
import { TruckFast } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"

import { usePagedTable } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { useT } from "../../lib/i18n"
import { shippingRateApi, shippingRateKeys, type AdminShippingRateOption } from "../../api/shipping-rates"
import { RatesForm } from "./rates-form"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<AdminShippingRateOption>()
const pair = (m: { czk: number; ron: number }) => `${m.czk} Kč / ${m.ron} lei`

/** The carrier deliveries priced by the cart's weight and value: their bands, free-delivery threshold and cash-on-delivery fee. */
const ShippingRatesPage = () => {
  const { t } = useT()
  const query = useListScreenQuery("shippingRates", shippingRateKeys.all, shippingRateApi.list)
  const rows = query.data?.shipping_rates ?? []
  const columns = useMemo(
    () => [
      column.accessor("name", { header: t("shippingRates.columns.delivery") }),
      column.display({
        id: "bands",
        header: t("shippingRates.columns.bands"),
        cell: ({ row }) =>
          row.original.rates ? (
            <ul>
              {row.original.rates.bands.map((b) => (
                <li key={b.from_grams}>{t("shippingRates.band", { from: b.from_grams, price: pair(b) })}</li>
              ))}
            </ul>
          ) : (
            t("shippingRates.broken")
          ),
      }),
      column.display({
        id: "free",
        header: t("shippingRates.columns.free_from"),
        cell: ({ row }) => (row.original.rates?.free_from ? pair(row.original.rates.free_from) : t("shippingRates.never")),
      }),
      column.display({
        id: "fee",
        header: t("shippingRates.columns.fee"),
        cell: ({ row }) => (row.original.rates?.cash_on_delivery_fee ? pair(row.original.rates.cash_on_delivery_fee) : "–"),
      }),
      column.display({ id: "actions", header: t("shippingRates.columns.actions"), cell: ({ row }) => <RatesForm option={row.original} /> }),
    ],
    [t],
  )
  const table = usePagedTable({ columns, rows, count: rows.length, busy: query.isFetching })
  return <ListScreen texts="shippingRates" query={query} empty={rows.length ? null : t("shippingRates.empty")} table={table} testId="shipping-rates" />
}

export const config = defineRouteConfig({
  label: "shippingRates.menu",
  icon: TruckFast,
  translationNs: "electroshop",
})

export default withPermission("fulfillment:read", ShippingRatesPage)
