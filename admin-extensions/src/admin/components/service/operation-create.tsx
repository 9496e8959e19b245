import { OPERATION_CODES, PART_QUALITIES } from "@electroshop/contracts/service"
import { CreateModal, useFormModal } from "../form-modals"
import { BooleanField, LabelledInput, LabelledSelect } from "../field"
import { serviceApi, serviceKeys } from "../../api/service"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { PartOptionFields } from "./part-option-fields"
import { operationCreateSchema } from "./schemas"

const EMPTY = {
  code: "" as (typeof OPERATION_CODES)[number],
  name: "",
  duration_minutes: "60",
  is_available: true,
  parts: PART_QUALITIES.map((quality) => ({ quality, price: "", warranty_months: quality === "original" ? "24" : "6" })),
}

/**
 * "New operation" of a model's price list: a focus modal with the kind of
 * repair, its name, duration, availability and the price and warranty of
 * each part quality (at least one). Checked here (zod), then by the server,
 * whose field errors are shown at the fields.
 */
export const OperationCreate = ({ modelId }: { modelId: string }) => {
  const { t } = useT()
  const form = useZodForm(operationCreateSchema, EMPTY)
  const modal = useFormModal(form, {
    initial: EMPTY,
    save: (body) => serviceApi.createOperation(modelId, body),
    invalidates: serviceKeys.all,
    saved: t("service.prices.created"),
    failed: { message: t("service.prices.create_failed"), toastId: "service-operation-create-failed" },
  })
  return (
    <CreateModal {...modal} trigger={t("service.prices.new")} submitLabel={t("service.prices.create")}>
      <LabelledSelect
        id="service-new-op-code"
        label={t("service.prices.code")}
        {...form.field("code")}
        options={[{ value: "", label: t("service.prices.choose") }, ...OPERATION_CODES.map((code) => ({ value: code, label: t(`service.code.${code}`) }))]}
      />
      <LabelledInput id="service-new-op-name" label={t("service.prices.name")} {...form.field("name")} />
      <LabelledInput id="service-new-op-duration" label={t("service.prices.duration")} inputMode="numeric" {...form.field("duration_minutes")} />
      {PART_QUALITIES.map((quality, i) => (
        <PartOptionFields
          key={quality}
          idPrefix="service-new-op"
          quality={quality}
          priceHint={t("service.prices.price_hint")}
          price={form.field(`parts.${i}.price`)}
          warranty={form.field(`parts.${i}.warranty_months`)}
        />
      ))}
      <BooleanField control={form.control} name="is_available" id="service-new-op-available" label={t("service.prices.available")} />
    </CreateModal>
  )
}
