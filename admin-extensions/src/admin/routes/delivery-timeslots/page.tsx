import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Clock } from "@medusajs/icons"
import { createDataTableColumnHelper } from "@medusajs/ui"
import { useMemo } from "react"

import { DeleteButton } from "../../components/delete-button"
import { usePagedTable } from "../../components/list-page"
import { ListScreen, useListScreenQuery } from "../../components/list-screen"
import { useT } from "../../lib/i18n"
import { timeslotApi, timeslotKeys, type AdminDeliveryTimeslot } from "../../api/delivery-timeslots"
import { TimeslotForm, weekdayKey } from "./timeslot-form"
import { withPermission } from "../../components/staff/require-permission"

const column = createDataTableColumnHelper<AdminDeliveryTimeslot>()

/** The courier's delivery windows the checkout offers: weekly ones and one-off dates, with an optional capacity of orders. */
const DeliveryTimeslotsPage = () => {
  const { t } = useT()
  const query = useListScreenQuery("deliveryTimeslots", timeslotKeys.all, timeslotApi.list)
  const rows = query.data?.delivery_timeslots ?? []
  const columns = useMemo(() => {
    const day = (slot: AdminDeliveryTimeslot) => (slot.date ? slot.date : t(weekdayKey(slot.weekday ?? 1)))
    return [
      column.display({ id: "day", header: t("deliveryTimeslots.columns.day"), cell: ({ row }) => day(row.original) }),
      column.display({ id: "time", header: t("deliveryTimeslots.columns.time"), cell: ({ row }) => `${row.original.from}–${row.original.to}` }),
      column.accessor("capacity", {
        header: t("deliveryTimeslots.columns.capacity"),
        cell: ({ getValue }) => getValue() ?? t("deliveryTimeslots.unlimited"),
      }),
      column.display({
        id: "actions",
        header: t("deliveryTimeslots.columns.actions"),
        cell: ({ row }) => (
          <DeleteButton
            texts="deliveryTimeslots"
            name={`${day(row.original)} ${row.original.from}–${row.original.to}`}
            remove={() => timeslotApi.remove(row.original.id)}
            invalidates={timeslotKeys.all}
          />
        ),
      }),
    ]
  }, [t])
  const table = usePagedTable({ columns, rows, count: rows.length, busy: query.isFetching })
  return (
    <ListScreen
      texts="deliveryTimeslots"
      actions={<TimeslotForm />}
      query={query}
      empty={rows.length ? null : t("deliveryTimeslots.empty")}
      table={table}
      testId="timeslot"
    />
  )
}

export const config = defineRouteConfig({
  label: "deliveryTimeslots.menu",
  icon: Clock,
  translationNs: "electroshop",
})

export default withPermission("fulfillment:read", DeliveryTimeslotsPage)
