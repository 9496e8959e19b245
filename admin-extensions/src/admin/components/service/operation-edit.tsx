import type { ServiceOperationView } from "@electroshop/contracts/service"
import { EditDrawer, useFormModal } from "../form-modals"
import { BooleanField, LabelledInput } from "../field"
import { serviceApi, serviceKeys } from "../../api/service"
import { useZodForm } from "../../lib/form"
import { operationEditSchema } from "./schemas"
import { useT } from "../../lib/i18n"
import { PartOptionFields } from "./part-option-fields"

const defaults = (op: ServiceOperationView) => ({
  name: op.name,
  duration_minutes: String(op.duration_minutes),
  is_available: op.is_available,
  options: op.part_options.map((o) => ({ quality: o.quality, price: String(o.price), warranty_months: String(o.warranty_months) })),
})

/** Edits one operation of a price list in a drawer: name, duration, availability, each part quality's price and warranty. */
export const OperationEdit = ({ operation, modelId }: { operation: ServiceOperationView; modelId: string }) => {
  const { t } = useT()
  const form = useZodForm(operationEditSchema, defaults(operation))
  const modal = useFormModal(form, {
    initial: defaults(operation),
    save: ({ options, ...body }) => serviceApi.updateOperation(operation.id, { ...body, part_options: options }),
    invalidates: serviceKeys.operations(modelId),
    saved: t("service.prices.saved"),
  })
  return (
    <EditDrawer {...modal} trigger={t("service.prices.edit")} title={operation.name}>
      <LabelledInput id="service-op-name" label={t("service.prices.name")} {...form.field("name")} />
      <LabelledInput id="service-op-duration" label={t("service.prices.duration")} inputMode="numeric" {...form.field("duration_minutes")} />
      {operation.part_options.map((option, i) => (
        <PartOptionFields
          key={option.quality}
          idPrefix="service-op"
          quality={option.quality}
          price={form.field(`options.${i}.price`)}
          warranty={form.field(`options.${i}.warranty_months`)}
        />
      ))}
      <BooleanField control={form.control} name="is_available" id="service-op-available" label={t("service.prices.available")} />
    </EditDrawer>
  )
}
