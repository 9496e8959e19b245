import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ShieldCheck } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"

import { activeColumn, editDeleteColumn } from "../../components/list-columns"
import { usePagedTable } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { useBuyoutFormat } from "../../components/buyout/formatting"
import { useShopCurrency } from "../../components/buyout/use-shop-currency"
import { useT } from "../../lib/i18n"
import { itemExtraApi, itemExtraKeys, type AdminItemExtra } from "../../api/item-extras"
import { ItemExtraForm } from "./item-extra-form"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<AdminItemExtra>()

/** Warranty extensions (months, price) and insurances (price) offered with the devices of a type, chosen per cart line by shoppers. */
const ItemExtraListPage = () => {
  const { t } = useT()
  const format = useBuyoutFormat()
  const currency = useShopCurrency()
  const query = useListScreenQuery("itemExtras", itemExtraKeys.all, itemExtraApi.list)
  const rows = query.data?.item_extras ?? []
  const columns = useMemo(
    () => [
      column.accessor("name", { header: t("itemExtras.columns.name") }),
      column.accessor("kind", { header: t("itemExtras.columns.kind"), cell: ({ getValue }) => t(`itemExtras.kinds.${getValue()}`) }),
      column.accessor("device_type", { header: t("itemExtras.columns.deviceType") }),
      column.accessor("months", { header: t("itemExtras.columns.months"), cell: ({ getValue }) => getValue() ?? "–" }),
      column.accessor("price", { header: t("itemExtras.columns.price"), cell: ({ getValue }) => format.money(getValue(), currency) }),
      activeColumn<AdminItemExtra>(t, "itemExtras"),
      editDeleteColumn<AdminItemExtra>(t, "itemExtras", {
        edit: (extra) => <ItemExtraForm extra={extra} />,
        remove: itemExtraApi.remove,
        invalidates: itemExtraKeys.all,
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- format changes with the language, caught by t
    [t, currency],
  )
  const table = usePagedTable({ columns, rows, count: rows.length, busy: query.isFetching })
  return (
    <ListScreen
      texts="itemExtras"
      actions={<ItemExtraForm />}
      query={query}
      empty={rows.length ? null : t("itemExtras.empty")}
      table={table}
      testId="item-extra"
    />
  )
}

export const config = defineRouteConfig({
  label: "itemExtras.menu",
  icon: ShieldCheck,
  translationNs: "electroshop",
})

export default withPermission("catalog:read", ItemExtraListPage)
