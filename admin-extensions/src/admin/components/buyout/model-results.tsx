import { Container, Table } from "@medusajs/ui"
import { useEffect } from "react"
import { buyoutApi } from "../../lib/buyout-api"
import { GRADES, type AdminBuyoutModelDetail } from "@electroshop/contracts/buyout"
import { parseWholeAmount } from "../../lib/buyout-status"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { AddForm } from "./add-form"
import { SectionHeading } from "../headings"
import { CatalogueTable, DeleteCell, EditableCell } from "./catalogue-table"
import { optionalText } from "./editable-field"
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
              <Table.Row key={r.id}>
                <Table.Cell>{grade}</Table.Cell>
                <EditableCell
                  id={`buyout-result-price-${r.id}`}
                  label={t("buyouts.catalogue.price_of", { grade })}
                  initial={String(r.price)}
                  inputMode="numeric"
                  parse={parseWholeAmount}
                  invalidMessage={t("buyouts.catalogue.invalid_amount")}
                  onSave={(price) => save(() => buyoutApi.updateResult(r.id, { price }))}
                />
                <EditableCell
                  id={`buyout-result-url-${r.id}`}
                  label={t("buyouts.catalogue.url_of", { grade })}
                  initial={r.url ?? ""}
                  inputMode="url"
                  parse={optionalText(500)}
                  invalidMessage={t("buyouts.catalogue.too_long")}
                  onSave={(url) => save(() => buyoutApi.updateResult(r.id, { url }))}
                />
                <DeleteCell label={t("buyouts.catalogue.delete_result", { grade })} onClick={() => remove(grade, () => buyoutApi.deleteResult(r.id))} />
              </Table.Row>
            )
          })}
      </CatalogueTable>
      <AddForm
        form={form}
        testId="buyout-add-result"
        submitLabel={t("buyouts.catalogue.add_result")}
        onAdd={(body) => save(() => buyoutApi.createResult(model.id, body))}
      >
        <LabelledSelect
          id="buyout-new-result-grade"
          label={t("buyouts.catalogue.grade")}
          {...form.register("quality")}
          options={[...free.map((q) => ({ value: q, label: q })), { value: "", label: t("buyouts.catalogue.not_bought") }]}
        />
        <LabelledInput
          id="buyout-new-result-price"
          label={t("buyouts.catalogue.price")}
          inputMode="numeric"
          {...form.field("price")}
        />
      </AddForm>
    </Container>
  )
}
