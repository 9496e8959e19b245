import { z } from "zod"

import { crateApi, pickingKeys, type AdminCrate } from "../../api/warehouse"
import { CODE_INPUT, LabelledInput, LabelledSelect } from "../../components/field"
import { RecordForm, useFormModal } from "../../components/form-modals"
import { stockLocationOptions } from "../../components/picking/stock-locations"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"

// The backend checks the name and the code (and upper-cases it) and tells a code in use; its messages, in the shop's language, show at the fields.
const schema = z.object({ name: z.string(), code: z.string(), stock_location_id: z.string() })
type Values = z.input<typeof schema>

/** A crate as its row's buttons and questions name it: its label's code and its name, "K1-01 (Crate 1)". */
export const crateName = (crate: Pick<AdminCrate, "code" | "name">) => `${crate.code} (${crate.name})`

/**
 * A crate's form: a new one (no `crate`) in a focus modal, at one of the stock locations (the one the
 * list is filtered by, else the first); an existing one's name and label in a drawer (it stays where it is).
 */
export const CrateForm = ({
  crate,
  locations = [],
  stockLocationId = "",
}: {
  crate?: AdminCrate
  locations?: { id: string; name: string }[]
  stockLocationId?: string
}) => {
  const { t } = useT()
  const initial: Values = crate
    ? { name: crate.name, code: crate.code, stock_location_id: crate.stock_location_id }
    : { name: "", code: "", stock_location_id: stockLocationId || locations[0]?.id || "" }
  const form = useZodForm(schema, initial)
  const modal = useFormModal(form, {
    initial,
    save: ({ name, code, stock_location_id }) => (crate ? crateApi.update(crate.id, { name, code }) : crateApi.create({ name, code, stock_location_id })),
    invalidates: pickingKeys.all,
    saved: t("crates.saved"),
  })
  const id = (field: string) => `crate-${crate?.id ?? "new"}-${field}`
  return (
    <RecordForm {...modal} texts="crates" editing={!!crate} triggerLabel={crate ? `${t("crates.edit")}: ${crateName(crate)}` : undefined}>
      <LabelledInput id={id("name")} label={t("crates.name")} autoComplete="off" {...form.field("name")} />
      <LabelledInput id={id("code")} label={t("crates.code")} hint={t("crates.code_hint")} {...CODE_INPUT} {...form.field("code")} />
      {crate ? null : (
        <LabelledSelect
          id={id("stock_location")}
          label={t("picking.filters.location")}
          options={stockLocationOptions(locations)}
          {...form.field("stock_location_id")}
        />
      )}
    </RecordForm>
  )
}
