import { Button, Checkbox, Input, Label, Text, Textarea } from "@medusajs/ui"
import { useEffect, useMemo, useState, type FormEvent } from "react"
import { useT } from "../../lib/i18n"
import { notify } from "../../lib/notify"
import { categoriesApi, type CategoryNode } from "./api"
import { useFieldErrorText, type FieldErrors } from "./field-errors"
import { FormField, NativeSelect } from "./form-field"
import { flattenTree, isSelfOrDescendant } from "./tree-utils"

const FLAGS = ["for_display", "for_buyout", "for_service", "filterable"] as const
/** Device types of the catalogue (product metadata.device_type). */
export const DEVICE_TYPES = ["phone", "tablet", "watch", "accessory"] as const
const ROOT = "__root__"

type Values = {
  name: string
  handle: string
  description: string
  parent_id: string
  seo_name: string
  url_path: string
  for_display: boolean
  for_buyout: boolean
  for_service: boolean
  filterable: boolean
  manufacturers: string[]
  photo: string
  type_device: string
  meilisearch_boost: string
}

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
  const fieldErrorText = useFieldErrorText()
  const [values, setValues] = useState<Values>(() => valuesOf(category, parentId))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    setValues(valuesOf(category, parentId))
    setErrors({})
  }, [category, parentId])

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }))
  // A category cannot become a child of itself or of its subcategories.
  const parents = useMemo(
    () => flattenTree(tree).filter((c) => !category || !isSelfOrDescendant(tree, category.id, c.id)),
    [tree, category],
  )
  const manufacturerChoices = useMemo(() => [...new Set([...manufacturers, ...values.manufacturers])].sort(), [manufacturers, values.manufacturers])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setErrors({})
    const body = {
      name: values.name,
      ...(values.handle.trim() ? { handle: values.handle.trim() } : {}),
      description: values.description,
      parent_id: values.parent_id === ROOT ? null : values.parent_id,
      seo_name: values.seo_name,
      url_path: values.url_path,
      for_display: values.for_display,
      for_buyout: values.for_buyout,
      for_service: values.for_service,
      filterable: values.filterable,
      manufacturers: values.manufacturers,
      photo: values.photo,
      type_device: values.type_device || null,
      meilisearch_boost: values.meilisearch_boost,
    }
    try {
      const { type_category } = category ? await categoriesApi.update(category.id, body) : await categoriesApi.create(body)
      notify.success(t("categories.messages.saved"))
      onSaved(type_category.id)
    } catch (error) {
      const fields = fieldErrorText(error)
      if (fields) {
        setErrors(fields)
        notify.error(t("categories.messages.save_failed"), { description: Object.values(fields)[0] })
      } else {
        notify.error(t("categories.messages.save_failed"), { error })
      }
    } finally {
      setSaving(false)
    }
  }

  const text = (key: "name" | "handle" | "seo_name" | "url_path" | "photo" | "meilisearch_boost", hint?: string) => (
    <FormField id={key} label={t(`categories.form.${key}`)} hint={hint} error={errors[key]}>
      <Input
        id={key}
        name={key}
        size="small"
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `${key}-error` : hint ? `${key}-hint` : undefined}
      />
    </FormField>
  )

  return (
    <form onSubmit={submit} className="flex flex-col gap-y-4" noValidate data-testid="category-form">
      {text("name")}
      <FormField id="parent_id" label={t("categories.form.parent")} error={errors.parent_id}>
        <NativeSelect id="parent_id" name="parent_id" value={values.parent_id} onChange={(e) => set("parent_id", e.target.value)}>
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
      <FormField id="description" label={t("categories.form.description")} error={errors.description}>
        <Textarea id="description" value={values.description} onChange={(e) => set("description", e.target.value)} rows={2} />
      </FormField>
      <fieldset className="grid grid-cols-2 gap-2">
        {FLAGS.map((flag) => (
          <div key={flag} className="flex items-center gap-x-2">
            <Checkbox id={flag} checked={values[flag]} onCheckedChange={(checked) => set(flag, checked === true)} />
            <Label htmlFor={flag} size="small">
              {t(`categories.form.${flag}`)}
            </Label>
            {errors[flag] ? <Text size="xsmall" className="text-ui-fg-error">{errors[flag]}</Text> : null}
          </div>
        ))}
      </fieldset>
      <FormField id="type_device" label={t("categories.form.type_device")} error={errors.type_device}>
        <NativeSelect id="type_device" value={values.type_device} onChange={(e) => set("type_device", e.target.value)}>
          <option value="">{t("categories.form.type_device_none")}</option>
          {[...new Set([...DEVICE_TYPES, ...(values.type_device ? [values.type_device] : [])])].map((d) => (
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
                <Checkbox
                  id={`manufacturer-${m}`}
                  checked={values.manufacturers.includes(m)}
                  onCheckedChange={(checked) =>
                    set("manufacturers", checked === true ? [...values.manufacturers, m] : values.manufacturers.filter((x) => x !== m))
                  }
                />
                <Label htmlFor={`manufacturer-${m}`} size="small">
                  {m}
                </Label>
              </div>
            ))}
          </div>
        ) : (
          <Text size="small" className="text-ui-fg-subtle">
            {t("categories.form.manufacturers_none")}
          </Text>
        )}
        {errors.manufacturers ? <Text size="xsmall" className="text-ui-fg-error">{errors.manufacturers}</Text> : null}
      </fieldset>
      <div className="flex items-end gap-x-3">
        <div className="flex-1">{text("photo", t("categories.form.photo_hint"))}</div>
        {/^(https?:)?\//.test(values.photo) ? <img src={values.photo} alt="" className="h-12 w-12 rounded object-cover border" /> : null}
      </div>
      <div className="flex justify-end gap-x-2">
        <Button type="button" variant="secondary" size="small" onClick={onCancel}>
          {t("categories.form.cancel")}
        </Button>
        <Button type="submit" size="small" isLoading={saving}>
          {category ? t("categories.form.save") : t("categories.form.create")}
        </Button>
      </div>
    </form>
  )
}
