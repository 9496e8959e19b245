import { z } from "zod"
import { BAREM_KINDS, INSTALLMENT_PARTNERS, type AdminCreateBarem } from "@electroshop/contracts/installment"
import { RecordForm, useFormModal } from "../../components/form-modals"
import { BooleanField, LabelledInput, LabelledSelect } from "../../components/field"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { baremApi, baremKeys, type AdminBarem } from "../../api/barems"

const whole = z
  .string()
  .trim()
  .regex(/^\d{1,8}$/, "barems.whole_number")
  .transform(Number)
const rate = z
  .string()
  .trim()
  .regex(/^\d{1,2}([.,]\d{1,2})?$|^100$/, "barems.rate_invalid")
  .transform((value) => Number(value.replace(",", ".")))
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,2}([.,]\d{1,2})?$/, "barems.residual_invalid")
  .transform((value) => Number(value.replace(",", ".")))
  .refine((value) => value <= 90, "barems.residual_invalid")
const day = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "barems.date_invalid")
  .transform((value) => value || null)

// The server checks the ranges again (and the stored values on a change); its messages show at the fields.
const schema = z
  .object({
    kind: z.enum(BAREM_KINDS),
    partner: z.enum(INSTALLMENT_PARTNERS),
    name: z.string().trim().min(1, "barems.required").max(200),
    months: whole,
    min_amount: whole,
    max_amount: whole,
    interest_rate: rate,
    fee_fixed: whole,
    fee_monthly: whole,
    residual_percent: percent,
    valid_from: day,
    valid_to: day,
    is_active: z.boolean(),
  })
  .refine((b) => b.max_amount >= b.min_amount, { path: ["max_amount"], message: "barems.range_inverted" })
  .refine((b) => !b.valid_from || !b.valid_to || b.valid_to >= b.valid_from, { path: ["valid_to"], message: "barems.dates_inverted" })

type FormValues = z.input<typeof schema>

const EMPTY: FormValues = {
  kind: "installment",
  partner: INSTALLMENT_PARTNERS[0],
  name: "",
  months: "12",
  min_amount: "",
  max_amount: "",
  interest_rate: "0",
  fee_fixed: "0",
  fee_monthly: "0",
  residual_percent: "0",
  valid_from: "",
  valid_to: "",
  is_active: true,
}

const valuesOf = (b: AdminBarem): FormValues => ({
  kind: b.kind,
  partner: b.partner,
  name: b.name,
  months: String(b.months),
  min_amount: String(b.min_amount),
  max_amount: String(b.max_amount),
  interest_rate: String(b.interest_rate),
  fee_fixed: String(b.fee_fixed),
  fee_monthly: String(b.fee_monthly),
  residual_percent: String(b.residual_percent),
  valid_from: b.valid_from ?? "",
  valid_to: b.valid_to ?? "",
  is_active: b.is_active,
})

/**
 * A barem's form (an installment scale or a lease offer, whose residual
 * value and validity make a time-limited lease offer): create in a focus modal (no `barem`), edit in a drawer.
 * Each opening starts from the saved values; a toast says it is saved.
 */
export const BaremForm = ({ barem }: { barem?: AdminBarem }) => {
  const { t } = useT()
  const initial = barem ? valuesOf(barem) : EMPTY
  const form = useZodForm(schema, initial)
  const modal = useFormModal(form, {
    initial,
    save: (body: AdminCreateBarem) => (barem ? baremApi.update(barem.id, body) : baremApi.create(body)),
    invalidates: baremKeys.all,
    saved: t("barems.saved"),
  })
  const id = (name: string) => `barem-${barem?.id ?? "new"}-${name}`
  return (
    <RecordForm {...modal} texts="barems" editing={!!barem}>
      <LabelledSelect
        id={id("kind")}
        label={t("barems.kind")}
        options={BAREM_KINDS.map((k) => ({ value: k, label: t(`barems.kinds.${k}`) }))}
        {...form.field("kind")}
      />
      <LabelledSelect
        id={id("partner")}
        label={t("barems.columns.partner")}
        options={INSTALLMENT_PARTNERS.map((p) => ({ value: p, label: t(`barems.partners.${p}`) }))}
        {...form.field("partner")}
      />
      <LabelledInput id={id("name")} label={t("barems.columns.name")} {...form.field("name")} />
      <div className="grid grid-cols-2 gap-4">
        <LabelledInput id={id("months")} label={t("barems.columns.months")} inputMode="numeric" {...form.field("months")} />
        <LabelledInput id={id("interest_rate")} label={t("barems.interest_rate")} inputMode="decimal" {...form.field("interest_rate")} />
        <LabelledInput id={id("min_amount")} label={t("barems.min_amount")} inputMode="numeric" {...form.field("min_amount")} />
        <LabelledInput id={id("max_amount")} label={t("barems.max_amount")} inputMode="numeric" {...form.field("max_amount")} />
        <LabelledInput id={id("fee_fixed")} label={t("barems.fee_fixed")} inputMode="numeric" {...form.field("fee_fixed")} />
        <LabelledInput id={id("fee_monthly")} label={t("barems.fee_monthly")} inputMode="numeric" {...form.field("fee_monthly")} />
        <LabelledInput id={id("residual_percent")} label={t("barems.residual_percent")} inputMode="decimal" {...form.field("residual_percent")} />
        <LabelledInput id={id("valid_from")} label={t("barems.valid_from")} type="date" {...form.field("valid_from")} />
        <LabelledInput id={id("valid_to")} label={t("barems.valid_to")} type="date" {...form.field("valid_to")} />
      </div>
      <BooleanField control={form.control} name="is_active" id={id("active")} label={t("barems.active")} as="switch" />
    </RecordForm>
  )
}
