import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Clock } from "@medusajs/icons"
import { Button, Container, createDataTableColumnHelper, usePrompt } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useMemo } from "react"

import { ListTable } from "../../components/list-table"
import { SectionHeading } from "../../components/headings"
import { ListBody, useListQuery, usePagedTable } from "../../components/list-page"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { timeslotApi, timeslotKeys, type AdminDeliveryTimeslot } from "./api"
import { TimeslotForm, weekdayKey } from "./timeslot-form"

const column = createDataTableColumnHelper<AdminDeliveryTimeslot>()

const DeleteTimeslot = ({ slot, name }: { slot: AdminDeliveryTimeslot; name: string }) => {
  const { t } = useT()
  const prompt = usePrompt()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => timeslotApi.remove(slot.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: timeslotKeys.all })
      notify.success(t("deliveryTimeslots.deleted"))
    },
    onError: (error) => notify.error(t("deliveryTimeslots.delete_failed"), { error }),
  })
  const confirm = async () => {
    const confirmed = await prompt({
      title: t("deliveryTimeslots.delete_title"),
      description: t("deliveryTimeslots.delete_confirm", { name }),
      confirmText: t("deliveryTimeslots.delete"),
      cancelText: t("deliveryTimeslots.cancel"),
    })
    if (confirmed) remove.mutate()
  }
  return (
    <Button size="small" variant="secondary" isLoading={remove.isPending} aria-label={`${t("deliveryTimeslots.delete")}: ${name}`} onClick={confirm}>
      {t("deliveryTimeslots.delete")}
    </Button>
  )
}

/** The courier's delivery windows the checkout offers: weekly ones and one-off dates, with an optional capacity of orders. */
const DeliveryTimeslotsPage = () => {
  const { t } = useT()
  const query = useListQuery({
    queryKey: timeslotKeys.all,
    queryFn: timeslotApi.list,
    failed: t("deliveryTimeslots.load_failed"),
    toastId: "delivery-timeslot-list-load",
  })
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
        cell: ({ row }) => <DeleteTimeslot slot={row.original} name={`${day(row.original)} ${row.original.from}–${row.original.to}`} />,
      }),
    ]
  }, [t])
  const table = usePagedTable({ columns, rows, count: rows.length, busy: query.isFetching })
  return (
    <Container className="divide-y p-0">
      <SectionHeading level="h1" title={t("deliveryTimeslots.title")} description={t("deliveryTimeslots.description")}>
        <TimeslotForm />
      </SectionHeading>
      <ListBody query={query} failed={t("deliveryTimeslots.load_failed")} empty={rows.length ? null : t("deliveryTimeslots.empty")} emptyTestId="timeslot-empty">
        <ListTable table={table} testId="timeslot-list" paged={false} busy={query.isFetching} />
      </ListBody>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "deliveryTimeslots.menu",
  icon: Clock,
  translationNs: "electroshop",
})

export default DeliveryTimeslotsPage
