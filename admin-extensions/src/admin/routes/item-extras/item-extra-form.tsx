import { z } from "zod"
import { ITEM_EXTRA_KINDS, ITEM_EXTRA_NAME_MAX, type AdminCreateItemExtra } from "@electroshop/contracts/item-extra"
import { RecordForm, useFormModal } from "../../components/form-modals"
import { BooleanField, LabelledInput, LabelledSelect } from "../../components/field"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { itemExtraApi, itemExtraKeys, type AdminItemExtra } from "../../api/item-extras"
import { ProductPicker } from "./product-picker"

const whole = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, "itemExtras.wholeNumber")
  .transform(Number)

// The server checks the ranges again; its messages show at the fields.
const schema = z
  .object({
    kind: z.enum(ITEM_EXTRA_KINDS),
    name: z.string().trim().min(1, "itemExtras.required").max(ITEM_EXTRA_NAME_MAX),
    device_type: z.string().trim().min(1, "itemExtras.required").max(40),
    months: z
      .string()
      .trim()
      .regex(/^(\d{1,2})?$/, "itemExtras.wholeNumber")
      .transform((value) => (value ? Number(value) : null)),
    price: whole,
    is_active: z.boolean(),
    product_ids: z.array(z.string()),
  })
  .refine((e) => e.kind !== "warranty" || (e.months ?? 0) >= 1, { path: ["months"], message: "itemExtras.monthsRequired" })

type FormValues = z.input<typeof schema>

const EMPTY: FormValues = { kind: "warranty", name: "", device_type: "phone", months: "12", price: "", is_active: true, product_ids: [] }

const valuesOf = (e: AdminItemExtra): FormValues => ({
  kind: e.kind,
  name: e.name,
  device_type: e.device_type,
  months: e.months ? String(e.months) : "",
  price: String(e.price),
  is_active: e.is_active,
  product_ids: e.product_ids,
})

/** An offer's form: create in a focus modal (no `extra`), edit in a drawer (the kind stays). */
export const ItemExtraForm = ({ extra }: { extra?: AdminItemExtra }) => {
  const { t } = useT()
  const initial = extra ? valuesOf(extra) : EMPTY
  const form = useZodForm(schema, initial)
  const kind = form.watch("kind")
  const modal = useFormModal(form, {
    initial,
    save: (body: AdminCreateItemExtra) => {
      const warranty = body.kind === "warranty"
      const data = { ...body, months: warranty ? body.months : null, product_ids: warranty ? [] : body.product_ids }
      if (!extra) return itemExtraApi.create(data)
      const { kind: _kind, ...update } = data
      return itemExtraApi.update(extra.id, update)
    },
    invalidates: itemExtraKeys.all,
    saved: t("itemExtras.saved"),
  })
  const id = (name: string) => `item-extra-${extra?.id ?? "new"}-${name}`
  return (
    <RecordForm {...modal} texts="itemExtras" editing={!!extra}>
      <LabelledSelect
        id={id("kind")}
        label={t("itemExtras.columns.kind")}
        disabled={!!extra}
        options={ITEM_EXTRA_KINDS.map((k) => ({ value: k, label: t(`itemExtras.kinds.${k}`) }))}
        {...form.field("kind")}
      />
      <LabelledInput id={id("name")} label={t("itemExtras.columns.name")} {...form.field("name")} />
      <div className="grid grid-cols-2 gap-4">
        <LabelledInput id={id("device_type")} label={t("itemExtras.columns.deviceType")} {...form.field("device_type")} />
        <LabelledInput id={id("price")} label={t("itemExtras.columns.price")} inputMode="numeric" {...form.field("price")} />
        {kind === "warranty" ? <LabelledInput id={id("months")} label={t("itemExtras.columns.months")} inputMode="numeric" {...form.field("months")} /> : null}
      </div>
      {kind === "insurance" ? (
        <ProductPicker id={id("products")} value={form.watch("product_ids")} onChange={(ids) => form.setValue("product_ids", ids, { shouldDirty: true })} />
      ) : null}
      <BooleanField control={form.control} name="is_active" id={id("active")} label={t("itemExtras.active")} as="switch" />
    </RecordForm>
  )
}
