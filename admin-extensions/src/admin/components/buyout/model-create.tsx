import { Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useNavigate } from "react-router-dom"
import { CreateModal, useFormModal } from "../form-modals"
import { buyoutApi, buyoutKeys } from "../../api/buyout"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { LabelledInput } from "../field"
import { LabelledSelect } from "../field"
import { newModelSchema } from "./schemas"

const EMPTY = { value: "", label: "", device_type_id: "", manufacturer_id: "", minimal_buyout_price: "0" }

/**
 * "New model": a focus modal with the model's slug, name, device type,
 * manufacturer and minimal price. Checked here first (zod), then by the
 * server, whose field errors are shown at the fields. A created model opens
 * its page, where colours, grades and questions are added.
 */
export const ModelCreate = () => {
  const { t } = useT()
  const navigate = useNavigate()
  const form = useZodForm(newModelSchema, EMPTY)
  const modal = useFormModal(form, {
    initial: EMPTY,
    save: async (body) => {
      const { model } = await buyoutApi.createModel(body)
      navigate(`/buyout-catalogue/${model.id}`)
    },
    invalidates: ["electroshop", "buyout-catalogue"],
    saved: t("buyouts.catalogue.saved"),
    failed: { message: t("buyouts.catalogue.save_failed"), toastId: "buyout-model-create-failed" },
  })
  const lookups = useQuery({
    queryKey: buyoutKeys.lookups,
    queryFn: async () => {
      const [{ types }, { manufacturers }] = await Promise.all([buyoutApi.types(), buyoutApi.manufacturers()])
      return { types, manufacturers }
    },
    enabled: modal.open,
  })

  const choose = (items: { id: string; label: string }[] | undefined) => [
    { value: "", label: t("buyouts.catalogue.choose") },
    ...(items ?? []).map((i) => ({ value: i.id, label: i.label })),
  ]

  return (
    <CreateModal {...modal} trigger={t("buyouts.catalogue.new_model")} submitLabel={t("buyouts.catalogue.create")}>
      {lookups.error ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {t("buyouts.catalogue.load_failed")}
        </Text>
      ) : null}
      <LabelledInput id="buyout-new-model-value" label={t("buyouts.catalogue.model_value")} {...form.field("value")} />
      <LabelledInput id="buyout-new-model-label" label={t("buyouts.catalogue.model_label")} {...form.field("label")} />
      <LabelledSelect id="buyout-new-model-type" label={t("buyouts.catalogue.type")} {...form.field("device_type_id")} options={choose(lookups.data?.types)} />
      <LabelledSelect
        id="buyout-new-model-manufacturer"
        label={t("buyouts.catalogue.manufacturer")}
        {...form.field("manufacturer_id")}
        options={choose(lookups.data?.manufacturers)}
      />
      <LabelledInput id="buyout-new-model-price" label={t("buyouts.catalogue.minimal_price")} inputMode="numeric" {...form.field("minimal_buyout_price")} />
    </CreateModal>
  )
}
