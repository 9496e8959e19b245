import { Button, Checkbox, Input, Label, Text, Textarea } from "@medusajs/ui"
import { useEffect, useMemo } from "react"
import { Controller } from "react-hook-form"
import { z } from "zod"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { categoriesApi, type CategoryNode } from "../../api/categories"
import { BooleanField, FormField, NativeSelect, Hint } from "../field"
import { flattenTree, isSelfOrDescendant } from "./tree-utils"

const FLAGS = ["for_display", "for_buyout", "for_service", "filterable"] as const
/** Device types of the catalogue (product metadata.device_type). */
export const DEVICE_TYPES = ["phone", "tablet", "watch", "accessory"] as const
const ROOT = "__root__"

/**
 * What is checked before sending (the server checks everything again and
 * answers per field): a name, and a boost that is a decimal number ("1,5" is
 * accepted, the server stores "1.5").
 */
const schema = z.object({
  name: z.string().trim().min(1, "categories.errors.required"),
  handle: z.string(),
  description: z.string(),
  parent_id: z.string(),
  seo_name: z.string(),
  url_path: z.string(),
  for_display: z.boolean(),
  for_buyout: z.boolean(),
  for_service: z.boolean(),
  filterable: z.boolean(),
  manufacturers: z.array(z.string()),
  photo: z.string(),
  type_device: z.string(),
  meilisearch_boost: z
    .string()
    .trim()
    .regex(/^\d+(?:[.,]\d+)?$/, "categories.errors.not_decimal"),
})
type Values = z.input<typeof schema>

const valuesOf = (c: CategoryNode | null, parentId: string | null): Values => ({
  name: c?.name ?? "",
  handle: c?.handle ?? "",
  description: c?.description ?? "",
  parent_id: (c ? c.parent_id : parentId) ?? ROOT,
  seo_name: c?.seo_name ?? "",
  url_path: c?.url_path ?? "",
  for_display: c?.for_display ?? true,
  for_buyout: c?.for_buyout ?? false,
  for_service: c?.for_service ?? false,
  filterable: c?.filterable ?? false,
  manufacturers: c?.manufacturers ?? [],
  photo: c?.photo ?? "",
  type_device: c?.type_device ?? "",
  meilisearch_boost: c?.meilisearch_boost ?? "1",
})

type Props = {
  tree: CategoryNode[]
  /** The edited category, or null for a new one under `parentId`. */
  category: CategoryNode | null
  parentId: string | null
  manufacturers: string[]
  onSaved: (id: string) => void
  onCancel: () => void
}

/** Add / edit form of a category: Medusa's fields and ours; a 400 shows next to the fields. */
export const CategoryForm = ({ tree, category, parentId, manufacturers, onSaved, onCancel }: Props) => {
  const { t } = useT()
  const form = useZodForm(schema, valuesOf(category, parentId), { codePrefix: "categories.errors" })
  const { register, control, reset, watch } = form

  useEffect(() => reset(valuesOf(category, parentId)), [category, parentId, reset])

  // A category cannot become a child of itself or of its subcategories.
  const parents = useMemo(() => flattenTree(tree).filter((c) => !category || !isSelfOrDescendant(tree, category.id, c.id)), [tree, category])
  const chosenManufacturers = watch("manufacturers")
  const manufacturerChoices = useMemo(() => [...new Set([...manufacturers, ...chosenManufacturers])].sort(), [manufacturers, chosenManufacturers])
  const typeDevice = watch("type_device")
  const photo = watch("photo")
  const error = (key: keyof Values) => form.error(key)

  const submit = form.handleSubmit(async (values) => {
    const body = {
      ...values,
      handle: undefined,
      ...(values.handle.trim() ? { handle: values.handle.trim() } : {}),
      parent_id: values.parent_id === ROOT ? null : values.parent_id,
      type_device: values.type_device || null,
    }
    try {
      const { type_category } = category ? await categoriesApi.update(category.id, body) : await categoriesApi.create(body)
      notify.success(t("categories.messages.saved"))
      onSaved(type_category.id)
    } catch (failure) {
      const fields = form.serverErrors(failure)
      if (fields) notify.error(t("categories.messages.save_failed"), { description: Object.values(fields)[0] })
      else notify.error(t("categories.messages.save_failed"), { error: failure })
    }
  })

  const text = (key: "name" | "handle" | "seo_name" | "url_path" | "photo" | "meilisearch_boost", hint?: string) => (
    <FormField id={key} label={t(`categories.form.${key}`)} hint={hint} error={error(key)}>
      <Input
        id={key}
        size="small"
        {...register(key)}
        aria-invalid={!!error(key)}
        aria-describedby={error(key) ? `${key}-error` : hint ? `${key}-hint` : undefined}
      />
    </FormField>
  )

  return (
    <form onSubmit={submit} className="flex flex-col gap-y-4" noValidate data-testid="category-form">
      {text("name")}
      <FormField id="parent_id" label={t("categories.form.parent")} error={error("parent_id")}>
        <NativeSelect id="parent_id" {...register("parent_id")}>
          <option value={ROOT}>{t("categories.form.parent_none")}</option>
          {parents.map((c) => (
            <option key={c.id} value={c.id}>
              {`${"\u00a0\u00a0".repeat(c.depth)}${c.name}`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {category ? (
        <Text size="small" className="text-ui-fg-subtle" data-testid="children-flag">
          {t("categories.form.has_children")}: {category.has_children ? t("categories.form.yes") : t("categories.form.no")}
        </Text>
      ) : null}
      <div className="grid grid-cols-2 gap-4">
        {text("handle", t("categories.form.handle_hint"))}
        {text("meilisearch_boost", t("categories.form.meilisearch_boost_hint"))}
        {text("seo_name", t("categories.form.seo_name_hint"))}
        {text("url_path", t("categories.form.url_path_hint"))}
      </div>
      <FormField id="description" label={t("categories.form.description")} error={error("description")}>
        <Textarea id="description" {...register("description")} rows={2} />
      </FormField>
      <fieldset className="grid grid-cols-2 gap-2">
        {FLAGS.map((flag) => (
          <BooleanField key={flag} control={control} name={flag} id={flag} label={t(`categories.form.${flag}`)} error={error(flag)} />
        ))}
      </fieldset>
      <FormField id="type_device" label={t("categories.form.type_device")} error={error("type_device")}>
        <NativeSelect id="type_device" {...register("type_device")}>
          <option value="">{t("categories.form.type_device_none")}</option>
          {[...new Set([...DEVICE_TYPES, ...(typeDevice ? [typeDevice] : [])])].map((d) => (
            <option key={d} value={d}>
              {t(`categories.grid.device_types.${d}` as "categories.grid.device_types.phone", { defaultValue: d })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="flex flex-col gap-y-1">
        <legend className="txt-compact-small-plus mb-1">{t("categories.form.manufacturers")}</legend>
        {manufacturerChoices.length ? (
          <div className="grid grid-cols-3 gap-1">
            {manufacturerChoices.map((m) => (
              <div key={m} className="flex items-center gap-x-2">
                <Controller
                  control={control}
                  name="manufacturers"
                  render={({ field }) => (
                    <Checkbox
                      id={`manufacturer-${m}`}
                      checked={field.value.includes(m)}
                      onCheckedChange={(checked) => field.onChange(checked === true ? [...field.value, m] : field.value.filter((x) => x !== m))}
                    />
                  )}
                />
                <Label htmlFor={`manufacturer-${m}`} size="small">
                  {m}
                </Label>
              </div>
            ))}
          </div>
        ) : (
          <Hint>{t("categories.form.manufacturers_none")}</Hint>
        )}
        {error("manufacturers") ? (
          <Text size="xsmall" className="text-ui-fg-error">
            {error("manufacturers")}
          </Text>
        ) : null}
      </fieldset>
      <div className="flex items-end gap-x-3">
        <div className="flex-1">{text("photo", t("categories.form.photo_hint"))}</div>
        {/^(https?:)?\//.test(photo) ? <img src={photo} alt="" className="h-12 w-12 rounded object-cover border" /> : null}
      </div>
      <div className="flex justify-end gap-x-2">
        <Button type="button" variant="secondary" size="small" onClick={onCancel}>
          {t("categories.form.cancel")}
        </Button>
        <Button type="submit" size="small" isLoading={form.formState.isSubmitting}>
          {category ? t("categories.form.save") : t("categories.form.create")}
        </Button>
      </div>
    </form>
  )
}
