import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ShieldCheck } from "@medusajs/icons"
import { Container, createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"

import { activeColumn, editDeleteColumn } from "../../components/list-columns"
import { ListTable } from "../../components/list-table"
import { SectionHeading } from "../../components/headings"
import { ListBody, useListQuery, usePagedTable } from "../../components/list-page"
import { useBuyoutFormat } from "../../components/buyout/formatting"
import { useShopCurrency } from "../../components/buyout/use-shop-currency"
import { useT } from "../../lib/i18n"
import { itemExtraApi, itemExtraKeys, type AdminItemExtra } from "./api"
import { ItemExtraForm } from "./item-extra-form"

const column = createDataTableColumnHelper<AdminItemExtra>()

/** Warranty extensions (months, price) and insurances (price) offered with the devices of a type, chosen per cart line by shoppers. */
const ItemExtraListPage = () => {
  const { t } = useT()
  const format = useBuyoutFormat()
  const currency = useShopCurrency()
  const query = useListQuery({ queryKey: itemExtraKeys.all, queryFn: itemExtraApi.list, failed: t("itemExtras.loadFailed"), toastId: "item-extra-list-load" })
  const rows = query.data?.item_extras ?? []
  const columns = useMemo(
    () => [
      column.accessor("name", { header: t("itemExtras.columns.name") }),
      column.accessor("kind", { header: t("itemExtras.columns.kind"), cell: ({ getValue }) => t(`itemExtras.kinds.${getValue()}`) }),
      column.accessor("device_type", { header: t("itemExtras.columns.deviceType") }),
      column.accessor("months", { header: t("itemExtras.columns.months"), cell: ({ getValue }) => getValue() ?? "–" }),
      column.accessor("price", { header: t("itemExtras.columns.price"), cell: ({ getValue }) => format.money(getValue(), currency) }),
      activeColumn<AdminItemExtra>(t, "itemExtras"),
      editDeleteColumn<AdminItemExtra>(t, "itemExtras", { edit: (extra) => <ItemExtraForm extra={extra} />, remove: itemExtraApi.remove, invalidates: itemExtraKeys.all }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- format changes with the language, caught by t
    [t, currency],
  )
  const table = usePagedTable({ columns, rows, count: rows.length, busy: query.isFetching })
  return (
    <Container className="divide-y p-0">
      <SectionHeading level="h1" title={t("itemExtras.title")} description={t("itemExtras.description")}>
        <ItemExtraForm />
      </SectionHeading>
      <ListBody query={query} failed={t("itemExtras.loadFailed")} empty={rows.length ? null : t("itemExtras.empty")} emptyTestId="item-extra-empty">
        <ListTable table={table} testId="item-extra-list" busy={query.isFetching} paged={false} />
      </ListBody>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "itemExtras.menu",
  icon: ShieldCheck,
  translationNs: "electroshop",
})

export default ItemExtraListPage
