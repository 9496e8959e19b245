import { Button, Drawer, Text } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { useNavigate } from "react-router-dom"
import { buyoutApi, buyoutKeys } from "../../lib/buyout-api"
import { parseWholeAmount } from "../../lib/buyout-status"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { fieldErrors } from "./field-errors"
import { LabelledInput } from "./labelled-input"
import { NativeSelect } from "./native-select"

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const FIELDS = ["value", "label", "device_type_id", "manufacturer_id", "minimal_buyout_price"] as const
type Field = (typeof FIELDS)[number]

/**
 * "New model": a drawer with the model's slug, name, device type, manufacturer
 * and minimal price. Checked here first, then by the server, whose 400 names
 * the fields (shown at them). A created model opens its page, where colours,
 * grades and questions are added.
 */
export const ModelCreate = () => {
  const { t } = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState<Record<Field, string>>({ value: "", label: "", device_type_id: "", manufacturer_id: "", minimal_buyout_price: "0" })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const lookups = useQuery({
    queryKey: buyoutKeys.lookups,
    queryFn: async () => {
      const [{ types }, { manufacturers }] = await Promise.all([buyoutApi.types(), buyoutApi.manufacturers()])
      return { types, manufacturers }
    },
    enabled: open,
  })
  const set = (field: Field) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const price = parseWholeAmount(form.minimal_buyout_price)
    const local: Record<string, string> = {}
    if (!SLUG.test(form.value.trim())) local.value = t("buyouts.catalogue.invalid_slug")
    if (!form.label.trim()) local.label = t("buyouts.catalogue.required")
    if (!form.device_type_id) local.device_type_id = t("buyouts.catalogue.required")
    if (!form.manufacturer_id) local.manufacturer_id = t("buyouts.catalogue.required")
    if (price === null) local.minimal_buyout_price = t("buyouts.catalogue.invalid_amount")
    setErrors(local)
    if (Object.keys(local).length || price === null) return
    setSaving(true)
    try {
      const { model } = await buyoutApi.createModel({
        value: form.value.trim(),
        label: form.label.trim(),
        device_type_id: form.device_type_id,
        manufacturer_id: form.manufacturer_id,
        minimal_buyout_price: price,
      })
      await queryClient.invalidateQueries({ queryKey: ["electroshop", "buyout-catalogue"] })
      notify.success(t("buyouts.catalogue.saved"))
      setOpen(false)
      navigate(`/buyout-catalogue/${model.id}`)
    } catch (error) {
      setErrors(fieldErrors(error, FIELDS))
      notify.error(t("buyouts.catalogue.save_failed"), { error })
    } finally {
      setSaving(false)
    }
  }

  const choose = (items: { id: string; label: string }[] | undefined) => [
    { value: "", label: t("buyouts.catalogue.choose") },
    ...(items ?? []).map((i) => ({ value: i.id, label: i.label })),
  ]

  return (
    <Drawer open={open} onOpenChange={setOpen}>
      <Drawer.Trigger asChild>
        <Button size="small" variant="secondary">
          {t("buyouts.catalogue.new_model")}
        </Button>
      </Drawer.Trigger>
      <Drawer.Content>
        <form onSubmit={submit} className="flex h-full flex-col" noValidate>
          <Drawer.Header>
            <Drawer.Title>{t("buyouts.catalogue.new_model")}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body className="flex flex-col gap-y-4">
            {lookups.error ? (
              <Text size="small" className="text-ui-fg-error" role="alert">
                {t("buyouts.catalogue.load_failed")}
              </Text>
            ) : null}
            <LabelledInput id="buyout-new-model-value" label={t("buyouts.catalogue.model_value")} value={form.value} onChange={set("value")} error={errors.value} />
            <LabelledInput id="buyout-new-model-label" label={t("buyouts.catalogue.model_label")} value={form.label} onChange={set("label")} error={errors.label} />
            <NativeSelect
              id="buyout-new-model-type"
              label={t("buyouts.catalogue.type")}
              value={form.device_type_id}
              onChange={set("device_type_id")}
              options={choose(lookups.data?.types)}
              error={errors.device_type_id}
            />
            <NativeSelect
              id="buyout-new-model-manufacturer"
              label={t("buyouts.catalogue.manufacturer")}
              value={form.manufacturer_id}
              onChange={set("manufacturer_id")}
              options={choose(lookups.data?.manufacturers)}
              error={errors.manufacturer_id}
            />
            <LabelledInput
              id="buyout-new-model-price"
              label={t("buyouts.catalogue.minimal_price")}
              inputMode="numeric"
              value={form.minimal_buyout_price}
              onChange={set("minimal_buyout_price")}
              error={errors.minimal_buyout_price}
            />
            {errors._ ? (
              <Text size="small" className="text-ui-fg-error" role="alert">
                {errors._}
              </Text>
            ) : null}
          </Drawer.Body>
          <Drawer.Footer>
            <Drawer.Close asChild>
              <Button size="small" variant="secondary" type="button">
                {t("buyouts.cancel")}
              </Button>
            </Drawer.Close>
            <Button size="small" type="submit" isLoading={saving}>
              {t("buyouts.catalogue.create")}
            </Button>
          </Drawer.Footer>
        </form>
      </Drawer.Content>
    </Drawer>
  )
}
