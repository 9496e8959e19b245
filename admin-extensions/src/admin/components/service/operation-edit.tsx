import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import type { ServiceOperationView } from "@electroshop/contracts/service"
import { EditDrawer, RootError } from "../form-modals"
import { BooleanField, LabelledInput } from "../field"
import { serviceApi, serviceKeys } from "../../lib/service-api"
import { useZodForm } from "../../lib/form"
import { operationEditSchema } from "./schemas"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"

const defaults = (op: ServiceOperationView) => ({
  name: op.name,
  duration_minutes: String(op.duration_minutes),
  is_available: op.is_available,
  options: op.part_options.map((o) => ({ quality: o.quality, price: String(o.price), warranty_months: String(o.warranty_months) })),
})

/** Edits one operation of a price list in a drawer: name, duration, availability, each part quality's price and warranty. */
export const OperationEdit = ({ operation, modelId }: { operation: ServiceOperationView; modelId: string }) => {
  const { t } = useT()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const form = useZodForm(operationEditSchema, defaults(operation))
  const openWith = (next: boolean) => {
    if (next) form.reset(defaults(operation))
    setOpen(next)
  }
  const submit = form.handleSubmit(async (body) => {
    try {
      await serviceApi.updateOperation(operation.id, {
        name: body.name,
        duration_minutes: body.duration_minutes,
        is_available: body.is_available,
        part_options: body.options,
      })
      await queryClient.invalidateQueries({ queryKey: serviceKeys.operations(modelId) })
      notify.success(t("service.prices.saved"))
      setOpen(false)
    } catch (error) {
      form.serverErrors(error)
    }
  })
  return (
    <EditDrawer
      open={open}
      onOpenChange={openWith}
      trigger={t("service.prices.edit")}
      title={operation.name}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t("service.prices.save")}
      cancelLabel={t("service.prices.cancel")}
    >
      <LabelledInput id="service-op-name" label={t("service.prices.name")} {...form.field("name")} />
      <LabelledInput id="service-op-duration" label={t("service.prices.duration")} inputMode="numeric" {...form.field("duration_minutes")} />
      {operation.part_options.map((option, i) => (
        <div key={option.quality} className="grid grid-cols-2 gap-x-3">
          <LabelledInput
            id={`service-op-price-${option.quality}`}
            label={t("service.prices.price", { quality: t(`service.quality.${option.quality}`) })}
            inputMode="numeric"
            {...form.register(`options.${i}.price`)}
            error={form.error(`options.${i}.price`)}
          />
          <LabelledInput
            id={`service-op-warranty-${option.quality}`}
            label={t("service.prices.warranty")}
            inputMode="numeric"
            {...form.register(`options.${i}.warranty_months`)}
            error={form.error(`options.${i}.warranty_months`)}
          />
        </div>
      ))}
      <BooleanField control={form.control} name="is_available" id="service-op-available" label={t("service.prices.available")} />
      <RootError message={form.formState.errors.root?.message} />
    </EditDrawer>
  )
}
