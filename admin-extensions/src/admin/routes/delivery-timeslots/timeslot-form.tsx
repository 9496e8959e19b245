import { z } from "zod"
import type { AdminCreateDeliveryTimeslot } from "@electroshop/contracts/delivery"
import { CreateModal, useFormModal } from "../../components/form-modals"
import { LabelledInput, LabelledSelect } from "../../components/field"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { timeslotApi, timeslotKeys } from "../../api/delivery-timeslots"

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
/** The translation key of an ISO weekday's name (1 Monday … 7 Sunday). */
export const weekdayKey = (day: number) => `deliveryTimeslots.weekdays.${day as (typeof WEEKDAYS)[number]}` as const

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "deliveryTimeslots.time_invalid")

// The server checks the same again; its field messages show at the fields (in this admin's language where it names a code).
const schema = z
  .object({
    weekday: z.string().transform((value) => (value ? Number(value) : null)),
    date: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, "deliveryTimeslots.date_invalid")
      .transform((value) => value || null),
    from: time,
    to: time,
    capacity: z
      .string()
      .trim()
      .regex(/^([1-9]\d{0,3})?$/, "deliveryTimeslots.capacity_invalid")
      .transform((value) => (value ? Number(value) : null)),
  })
  .refine((s) => (s.weekday === null) !== (s.date === null), { path: ["weekday"], message: "deliveryTimeslots.codes.weekday_or_date" })
  .refine((s) => s.to > s.from, { path: ["to"], message: "deliveryTimeslots.codes.range_inverted" })

type FormValues = z.input<typeof schema>

const EMPTY: FormValues = { weekday: "1", date: "", from: "08:00", to: "12:00", capacity: "" }

/** A new courier window in a focus modal: every week on a weekday, or on one date; a toast says it is saved. */
export const TimeslotForm = () => {
  const { t } = useT()
  const form = useZodForm(schema, EMPTY, { codePrefix: "deliveryTimeslots.codes" })
  const modal = useFormModal(form, {
    initial: EMPTY,
    save: (body: AdminCreateDeliveryTimeslot) => timeslotApi.create(body),
    invalidates: timeslotKeys.all,
    saved: t("deliveryTimeslots.saved"),
  })
  return (
    <CreateModal {...modal} trigger={t("deliveryTimeslots.create")}>
      <div className="grid grid-cols-2 gap-4">
        <LabelledSelect
          id="timeslot-weekday"
          label={t("deliveryTimeslots.weekday")}
          options={[{ value: "", label: t("deliveryTimeslots.on_date") }, ...WEEKDAYS.map((d) => ({ value: String(d), label: t(weekdayKey(d)) }))]}
          {...form.field("weekday")}
        />
        <LabelledInput id="timeslot-date" label={t("deliveryTimeslots.date")} type="date" {...form.field("date")} />
        <LabelledInput id="timeslot-from" label={t("deliveryTimeslots.from")} type="time" {...form.field("from")} />
        <LabelledInput id="timeslot-to" label={t("deliveryTimeslots.to")} type="time" {...form.field("to")} />
        <LabelledInput id="timeslot-capacity" label={t("deliveryTimeslots.capacity")} inputMode="numeric" {...form.field("capacity")} />
      </div>
    </CreateModal>
  )
}
