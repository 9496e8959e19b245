import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CreditCard } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"

import { activeColumn, editDeleteColumn } from "../../components/list-columns"
import { pagedBy, usePagedTable, useUrlFilters } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { useBuyoutFormat } from "../../components/buyout/formatting"
import { useT } from "../../lib/i18n"
import { BAREM_PAGE_SIZE, baremApi, baremKeys, filtersFromParams, filtersToParams, type AdminBarem } from "../../api/barems"
import { BaremForm } from "./barem-form"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<AdminBarem>()

/** Installment scales (barems) and lease offers of the partners: terms, validity and the APR they give, with create, edit and delete. */
const BaremListPage = () => {
  const { t } = useT()
  const format = useBuyoutFormat()
  const { filters, setFilters } = useUrlFilters(filtersFromParams, filtersToParams)
  const query = useListScreenQuery("barems", baremKeys.list(filters), () => baremApi.list(filters))
  const rows = query.data?.barems ?? []
  // Scales are in the shop's currency, which the list names.
  const currency = query.data?.currency_code ?? ""
  const money = (amount: number) => format.money(amount, currency)
  const columns = useMemo(
    () => [
      column.accessor("name", { header: t("barems.columns.name") }),
      column.accessor("kind", { header: t("barems.columns.kind"), cell: ({ getValue }) => t(`barems.kinds.${getValue()}`) }),
      column.accessor("partner", { header: t("barems.columns.partner"), cell: ({ getValue }) => t(`barems.partners.${getValue()}`) }),
      column.accessor("months", { header: t("barems.columns.months") }),
      column.display({
        id: "range",
        header: t("barems.columns.range"),
        cell: ({ row }) => `${money(row.original.min_amount)} – ${money(row.original.max_amount)}`,
      }),
      column.display({
        id: "terms",
        header: t("barems.columns.terms"),
        cell: ({ row }) =>
          t("barems.terms", { rate: row.original.interest_rate, fixed: money(row.original.fee_fixed), monthly: money(row.original.fee_monthly) }),
      }),
      column.display({ id: "apr", header: t("barems.columns.apr"), cell: ({ row }) => `${row.original.example.apr} %` }),
      column.display({
        id: "validity",
        header: t("barems.columns.validity"),
        cell: ({ row }) => `${row.original.valid_from ?? "…"} – ${row.original.valid_to ?? "…"}`,
      }),
      activeColumn<AdminBarem>(t, "barems"),
      editDeleteColumn<AdminBarem>(t, "barems", { edit: (barem) => <BaremForm barem={barem} />, remove: baremApi.remove, invalidates: baremKeys.all }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- money changes with the currency only
    [t, currency],
  )
  const table = usePagedTable({ columns, rows, ...pagedBy(query, filters, setFilters, BAREM_PAGE_SIZE) })
  return (
    <ListScreen
      texts="barems"
      actions={<BaremForm />}
      query={query}
      empty={rows.length ? null : t("barems.empty")}
      table={table}
      testId="barem"
      catalogue="barems"
    />
  )
}

export const config = defineRouteConfig({
  label: "barems.menu",
  icon: CreditCard,
  translationNs: "electroshop",
})

export default withPermission("payment:read", BaremListPage)
