import { Textarea } from "@medusajs/ui"
import { z } from "zod"
import { EditDrawer, useFormModal } from "../../components/form-modals"
import { FormField, LabelledInput } from "../../components/field"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { shippingRateApi, shippingRateKeys, type AdminShippingRateOption, type ShippingRates } from "../../api/shipping-rates"

const whole = /^\d{1,6}$/
const optionalWhole = z
  .string()
  .trim()
  .regex(/^(\d{1,6})?$/, "shippingRates.amount_invalid")

/** One band a line, "from grams; CZK; RON" (the server checks the order of the bands again). */
export const parseBands = (text: string): ShippingRates["bands"] | null => {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
  const bands = lines.map((line) => line.split(/[;\t]/).map((part) => part.trim().replace(/\s/g, "")))
  if (!bands.length || bands.some((parts) => parts.length !== 3 || !parts.every((part) => whole.test(part)))) return null
  return bands.map(([from, czk, ron]) => ({ from_grams: Number(from), czk: Number(czk), ron: Number(ron) }))
}
export const bandsText = (bands: ShippingRates["bands"]) => bands.map((b) => `${b.from_grams}; ${b.czk}; ${b.ron}`).join("\n")

const money = (czk: string, ron: string) => (czk === "" && ron === "" ? null : { czk: Number(czk || 0), ron: Number(ron || 0) })

const schema = z
  .object({
    bands: z.string().refine((text) => parseBands(text) !== null, "shippingRates.bands_invalid"),
    free_czk: optionalWhole,
    free_ron: optionalWhole,
    fee_czk: optionalWhole,
    fee_ron: optionalWhole,
  })
  .transform((v): ShippingRates => ({
    bands: parseBands(v.bands)!,
    free_from: money(v.free_czk, v.free_ron),
    cash_on_delivery_fee: money(v.fee_czk, v.fee_ron),
  }))
type FormValues = z.input<typeof schema>
// One price list serves both shops, so the free-delivery threshold and the cash-on-delivery fee each have a field per currency.
const AMOUNTS = ["free_czk", "free_ron", "fee_czk", "fee_ron"] as const

const valuesOf = (rates: ShippingRates | null): FormValues => ({
  bands: rates ? bandsText(rates.bands) : "0; 0; 0",
  free_czk: rates?.free_from ? String(rates.free_from.czk) : "",
  free_ron: rates?.free_from ? String(rates.free_from.ron) : "",
  fee_czk: rates?.cash_on_delivery_fee ? String(rates.cash_on_delivery_fee.czk) : "",
  fee_ron: rates?.cash_on_delivery_fee ? String(rates.cash_on_delivery_fee.ron) : "",
})

/** The server names fields inside the rates (`bands.1.from_grams`, `free_from.czk`): shown at the form's field that holds them. */
const formField = (serverField: string): keyof FormValues | "root" => {
  if (serverField.startsWith("bands")) return "bands"
  const [group, currency] = serverField.split(".")
  if (group === "free_from") return currency === "ron" ? "free_ron" : "free_czk"
  if (group === "cash_on_delivery_fee") return currency === "ron" ? "fee_ron" : "fee_czk"
  return "root"
}

/** Edits one delivery's weight bands, free-delivery threshold and cash-on-delivery fee in a drawer; a toast says it is saved. */
export const RatesForm = ({ option }: { option: AdminShippingRateOption }) => {
  const { t } = useT()
  const initial = valuesOf(option.rates)
  const form = useZodForm(schema, initial, { codePrefix: "shippingRates.codes", fieldOf: formField })
  const modal = useFormModal(form, {
    initial,
    save: (body: ShippingRates) => shippingRateApi.update(option.id, body),
    invalidates: shippingRateKeys.all,
    saved: t("shippingRates.saved"),
  })
  const bandsError = form.error("bands")
  return (
    <EditDrawer {...modal} trigger={t("shippingRates.edit")} title={t("shippingRates.edit_title", { name: option.name })}>
      <FormField id="rates-bands" label={t("shippingRates.bands")} hint={t("shippingRates.bands_hint")} error={bandsError}>
        <Textarea
          id="rates-bands"
          rows={6}
          aria-invalid={bandsError ? true : undefined}
          aria-describedby={bandsError ? "rates-bands-error" : "rates-bands-hint"}
          {...form.register("bands")}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        {AMOUNTS.map((name) => (
          <LabelledInput key={name} id={`rates-${name.replace("_", "-")}`} label={t(`shippingRates.${name}`)} inputMode="numeric" {...form.field(name)} />
        ))}
      </div>
    </EditDrawer>
  )
}
