import { Text } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { CreateModal, RootError } from "../form-modals"
import { buyoutApi, buyoutKeys } from "../../lib/buyout-api"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
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
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const form = useZodForm(newModelSchema, EMPTY)
  const lookups = useQuery({
    queryKey: buyoutKeys.lookups,
    queryFn: async () => {
      const [{ types }, { manufacturers }] = await Promise.all([buyoutApi.types(), buyoutApi.manufacturers()])
      return { types, manufacturers }
    },
    enabled: open,
  })

  const submit = form.handleSubmit(async (body) => {
    try {
      const { model } = await buyoutApi.createModel(body)
      await queryClient.invalidateQueries({ queryKey: ["electroshop", "buyout-catalogue"] })
      notify.success(t("buyouts.catalogue.saved"))
      setOpen(false)
      form.reset(EMPTY)
      navigate(`/buyout-catalogue/${model.id}`)
    } catch (error) {
      form.serverErrors(error)
      notify.error(t("buyouts.catalogue.save_failed"), { error })
    }
  })

  const choose = (items: { id: string; label: string }[] | undefined) => [
    { value: "", label: t("buyouts.catalogue.choose") },
    ...(items ?? []).map((i) => ({ value: i.id, label: i.label })),
  ]

  return (
    <CreateModal
      open={open}
      onOpenChange={setOpen}
      trigger={t("buyouts.catalogue.new_model")}
      title={t("buyouts.catalogue.new_model")}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t("buyouts.catalogue.create")}
      cancelLabel={t("buyouts.cancel")}
    >
      {lookups.error ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {t("buyouts.catalogue.load_failed")}
        </Text>
      ) : null}
      <LabelledInput id="buyout-new-model-value" label={t("buyouts.catalogue.model_value")} {...form.field("value")} />
      <LabelledInput id="buyout-new-model-label" label={t("buyouts.catalogue.model_label")} {...form.field("label")} />
      <LabelledSelect
        id="buyout-new-model-type"
        label={t("buyouts.catalogue.type")}
        {...form.register("device_type_id")}
        options={choose(lookups.data?.types)}
        error={form.error("device_type_id")}
      />
      <LabelledSelect
        id="buyout-new-model-manufacturer"
        label={t("buyouts.catalogue.manufacturer")}
        {...form.register("manufacturer_id")}
        options={choose(lookups.data?.manufacturers)}
        error={form.error("manufacturer_id")}
      />
      <LabelledInput
        id="buyout-new-model-price"
        label={t("buyouts.catalogue.minimal_price")}
        inputMode="numeric"
        {...form.field("minimal_buyout_price")}
      />
      <RootError message={form.formState.errors.root?.message} />
    </CreateModal>
  )
}
