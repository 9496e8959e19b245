import { WEIGHT_GRAMS_MAX } from "@electroshop/domain"
import { BOX_SIDE_CM_MAX, type AdminCreateBox } from "@electroshop/contracts/warehouse"
import { z } from "zod"

import { boxApi, boxKeys, type AdminBox } from "../../api/warehouse"
import { LabelledInput } from "../../components/field"
import { RecordForm, useFormModal } from "../../components/form-modals"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"

/** A whole number typed as text ("30", " 150 "), from 1 to `max`. */
const whole = (max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message)
const side = whole(BOX_SIDE_CM_MAX, "boxes.side_invalid")

// The backend checks the same again, and that no other box has the name; its messages, in the shop's language, show at the fields.
const schema = z.object({
  name: z.string().trim().min(1, "boxes.name_required").max(100),
  length_cm: side,
  width_cm: side,
  height_cm: side,
  weight_g: whole(WEIGHT_GRAMS_MAX, "boxes.weight_invalid"),
})
type Values = z.input<typeof schema>

const EMPTY: Values = { name: "", length_cm: "", width_cm: "", height_cm: "", weight_g: "" }

const valuesOf = (box: AdminBox): Values => ({
  name: box.name,
  length_cm: String(box.length_cm),
  width_cm: String(box.width_cm),
  height_cm: String(box.height_cm),
  weight_g: String(box.weight_g),
})

const SIDES = [
  ["length_cm", "boxes.length"],
  ["width_cm", "boxes.width"],
  ["height_cm", "boxes.height"],
] as const

/**
 * A shipping box's form: a new one (no `box`) in a focus modal, an existing one in a drawer. Its
 * outside size in whole centimetres and its empty weight in grams; each opening starts from the saved
 * values, and a toast says it is saved.
 */
export const BoxForm = ({ box }: { box?: AdminBox }) => {
  const { t } = useT()
  const initial = box ? valuesOf(box) : EMPTY
  const form = useZodForm(schema, initial)
  const modal = useFormModal(form, {
    initial,
    save: (body: AdminCreateBox) => (box ? boxApi.update(box.id, body) : boxApi.create(body)),
    invalidates: boxKeys.all,
    saved: t("boxes.saved"),
  })
  const id = (field: string) => `box-${box?.id ?? "new"}-${field}`
  return (
    <RecordForm {...modal} texts="boxes" editing={!!box} triggerLabel={box ? `${t("boxes.edit")}: ${box.name}` : undefined}>
      <LabelledInput id={id("name")} label={t("boxes.name")} hint={t("boxes.name_hint")} autoComplete="off" {...form.field("name")} />
      <div className="grid grid-cols-3 gap-4">
        {SIDES.map(([name, label]) => (
          <LabelledInput key={name} id={id(name)} label={t(label)} inputMode="numeric" autoComplete="off" {...form.field(name)} />
        ))}
      </div>
      <LabelledInput
        id={id("weight")}
        label={t("boxes.weight")}
        hint={t("boxes.weight_hint")}
        inputMode="numeric"
        autoComplete="off"
        {...form.field("weight_g")}
      />
    </RecordForm>
  )
}
