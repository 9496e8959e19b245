import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CubeSolid } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"

import { boxApi, boxKeys, type AdminBox } from "../../api/warehouse"
import { useCan } from "../../api/staff"
import { usePagedTable } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { withPermission } from "../../components/staff/require-permission"
import { useT } from "../../lib/i18n"
import { sizeText, weightText } from "../../lib/parcels"
import { BoxActions } from "./box-actions"
import { BoxForm } from "./box-form"

const column = createDataTableColumnHelper<AdminBox>()

/**
 * Shipping boxes (issue 36, "choose the box, weigh"): the boxes the packing station packs orders in,
 * smallest first, each with its outside size and its empty weight, which the parcel registered in it
 * gets (its weight added to the products'). A shop has a handful, on one page. Staff who may work on
 * shipping add, edit and delete them.
 */
const BoxesPage = () => {
  const { t, i18n } = useT()
  const mayWrite = useCan("fulfillment:write")
  const query = useListScreenQuery("boxes", boxKeys.all, boxApi.list)
  const language = i18n.language
  const columns = useMemo(
    () => [
      column.accessor("name", { header: t("boxes.name"), cell: ({ getValue }) => <span className="font-medium">{getValue()}</span> }),
      column.display({ id: "size", header: t("boxes.columns.size"), cell: ({ row: { original: box } }) => sizeText(box, language) }),
      column.accessor("weight_g", { header: t("boxes.columns.weight"), cell: ({ getValue }) => weightText(getValue(), language) }),
      ...(mayWrite
        ? [column.display({ id: "actions", header: t("picking.columns.actions"), cell: ({ row: { original: box } }) => <BoxActions box={box} /> })]
        : []),
    ],
    [t, language, mayWrite],
  )
  const rows = query.data?.boxes ?? []
  const table = usePagedTable({ columns, rows, count: rows.length, busy: query.isFetching })

  return (
    <ListScreen texts="boxes" actions={mayWrite ? <BoxForm /> : null} query={query} empty={rows.length ? null : t("boxes.empty")} table={table} testId="box" />
  )
}

export const config = defineRouteConfig({
  label: "boxes.menu",
  icon: CubeSolid,
  translationNs: "electroshop",
})

export default withPermission("fulfillment:read", BoxesPage)
