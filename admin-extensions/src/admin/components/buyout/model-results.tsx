import { Container, Table } from "@medusajs/ui"
import { useEffect } from "react"
import { buyoutApi } from "../../api/buyout"
import { GRADES, type AdminBuyoutModelDetail } from "@electroshop/contracts/buyout"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { AddForm } from "./add-form"
import { SectionHeading } from "../headings"
import { CatalogueRow, CatalogueTable, EditableCell } from "./catalogue-table"
import { optionalText, wholeAmount } from "./editable-field"
import { LabelledInput } from "../field"
import { LabelledSelect } from "../field"
import { newResultSchema } from "./schemas"
import { useCatalogueRemove, useCatalogueSave } from "./use-catalogue-change"

/** The model's appraisal results (grade A+ … D, price, storefront url of used devices in that grade), in grade order. */
export const ModelResults = ({ model }: { model: AdminBuyoutModelDetail }) => {
  const { t } = useT()
  const save = useCatalogueSave()
  const remove = useCatalogueRemove()
  // Grades the model has not got yet; "" is the "not bought" result (quality null).
  const free = GRADES.filter((q) => !model.appraisal_results.some((r) => r.quality === q))
  // Defaults follow the free grades, so after a save the next free one is preselected.
  const firstFree = free[0] ?? ""
  const form = useZodForm(newResultSchema, { quality: firstFree, price: "" })
  useEffect(() => form.reset({ quality: firstFree, price: "" }), [firstFree, form])
  return (
    <Container className="divide-y p-0" data-testid="buyout-model-results">
      <SectionHeading title={t("buyouts.catalogue.results")} description={t("buyouts.catalogue.results_hint")} />
      <CatalogueTable columns={[t("buyouts.catalogue.grade"), t("buyouts.catalogue.price"), t("buyouts.catalogue.url")]}>
        {model.appraisal_results.map((r) => {
          const grade = r.quality ?? t("buyouts.catalogue.not_bought")
          return (
            <CatalogueRow
              key={r.id}
              deleteLabel={t("buyouts.catalogue.delete_result", { grade })}
              onDelete={() => remove(grade, () => buyoutApi.deleteResult(r.id))}
            >
              <Table.Cell>{grade}</Table.Cell>
              <EditableCell
                id={`buyout-result-price-${r.id}`}
                label={t("buyouts.catalogue.price_of", { grade })}
                initial={String(r.price)}
                rule={wholeAmount}
                onSave={(price) => save(() => buyoutApi.updateResult(r.id, { price }))}
              />
              <EditableCell
                id={`buyout-result-url-${r.id}`}
                label={t("buyouts.catalogue.url_of", { grade })}
                initial={r.url ?? ""}
                rule={optionalText(500, "url")}
                onSave={(url) => save(() => buyoutApi.updateResult(r.id, { url }))}
              />
            </CatalogueRow>
          )
        })}
      </CatalogueTable>
      <AddForm
        testId="buyout-add-result"
        submitLabel={t("buyouts.catalogue.add_result")}
        form={form}
        onAdd={(body) => save(() => buyoutApi.createResult(model.id, body))}
      >
        <LabelledSelect
          id="buyout-new-result-grade"
          label={t("buyouts.catalogue.grade")}
          {...form.register("quality")}
          options={[...free.map((q) => ({ value: q, label: q })), { value: "", label: t("buyouts.catalogue.not_bought") }]}
        />
        <LabelledInput id="buyout-new-result-price" label={t("buyouts.catalogue.price")} inputMode="numeric" {...form.field("price")} />
      </AddForm>
    </Container>
  )
}
