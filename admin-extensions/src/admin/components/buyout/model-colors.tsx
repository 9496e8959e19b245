import { Container, Table } from "@medusajs/ui"
import { buyoutApi } from "../../api/buyout"
import type { AdminBuyoutModelDetail } from "@electroshop/contracts/buyout"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { AddForm } from "./add-form"
import { SectionHeading } from "../headings"
import { CatalogueRow, CatalogueTable, EditableCell } from "./catalogue-table"
import { optionalText, requiredText } from "./editable-field"
import { LabelledInput } from "../field"
import { newColorSchema } from "./schemas"
import { useCatalogueRemove, useCatalogueSave } from "./use-catalogue-change"

/** The model's colours: `value` is the device identifier of appraisals; label and image alt text are editable. */
export const ModelColors = ({ model }: { model: AdminBuyoutModelDetail }) => {
  const { t } = useT()
  const save = useCatalogueSave()
  const remove = useCatalogueRemove()
  // The device identifier becomes `<model>-<slug>` on the server.
  const form = useZodForm(newColorSchema, { slug: "", label: "" })
  return (
    <Container className="divide-y p-0" data-testid="buyout-model-colors">
      <SectionHeading title={t("buyouts.catalogue.colors")} />
      <CatalogueTable columns={[t("buyouts.catalogue.color_value"), t("buyouts.catalogue.color_label"), t("buyouts.catalogue.image_alt")]}>
        {model.colors.map((color) => (
          <CatalogueRow
            key={color.id}
            deleteLabel={t("buyouts.catalogue.delete_color", { color: color.label })}
            onDelete={() => remove(color.label, () => buyoutApi.deleteColor(color.id))}
          >
            <Table.Cell>
              <span className="flex items-center gap-x-2">
                {color.hex ? <span aria-hidden className="inline-block h-3 w-3 rounded-full border" style={{ background: color.hex }} /> : null}
                <code className="txt-compact-small">{color.value}</code>
              </span>
            </Table.Cell>
            <EditableCell
              id={`buyout-color-label-${color.id}`}
              label={t("buyouts.catalogue.color_label")}
              initial={color.label}
              rule={requiredText(200)}
              onSave={(label) => save(() => buyoutApi.updateColor(color.id, { label }))}
            />
            <EditableCell
              id={`buyout-color-alt-${color.id}`}
              label={t("buyouts.catalogue.image_alt")}
              initial={color.image_alt ?? ""}
              rule={optionalText(300)}
              onSave={(image_alt) => save(() => buyoutApi.updateColor(color.id, { image_alt }))}
            />
          </CatalogueRow>
        ))}
      </CatalogueTable>
      <AddForm
        testId="buyout-add-color"
        submitLabel={t("buyouts.catalogue.add_color")}
        form={form}
        onAdd={(body) => save(() => buyoutApi.createColor(model.id, body))}
      >
        <LabelledInput id="buyout-new-color-slug" label={t("buyouts.catalogue.color_slug")} {...form.field("slug")} />
        <LabelledInput id="buyout-new-color-label" label={t("buyouts.catalogue.new_color_label")} {...form.field("label")} />
      </AddForm>
    </Container>
  )
}
