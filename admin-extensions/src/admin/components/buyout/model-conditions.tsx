import { Badge, Container, Table, Text } from "@medusajs/ui"
import { buyoutApi } from "../../api/buyout"
import type { AdminBuyoutModelDetail, ConditionKind } from "@electroshop/contracts/buyout"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { AddForm, DeleteButton } from "./add-form"
import { SectionHeading } from "../headings"
import { CatalogueRow, CatalogueTable, EditableCell } from "./catalogue-table"
import { signedAmount } from "./editable-field"
import { ChoiceAdd } from "./choice-add"
import { LabelledInput } from "../field"
import { LabelledSelect } from "../field"
import { newConditionSchema } from "./schemas"
import { useCatalogueRemove, useCatalogueSave } from "./use-catalogue-change"

/**
 * The questionnaire: quality conditions decide the grade (except charger and
 * battery), common ones only correct the price. Each answer shows the grade it
 * leads to and its editable price correction.
 */
export const ModelConditions = ({ model }: { model: AdminBuyoutModelDetail }) => {
  const { t } = useT()
  const save = useCatalogueSave()
  const remove = useCatalogueRemove()
  const grade = new Map(model.appraisal_results.map((r) => [r.id, r.quality]))
  const form = useZodForm(newConditionSchema, { name: "", type: "quality", kind: "" })
  const kinds = [
    { value: "", label: t("buyouts.catalogue.condition_kind_none") },
    { value: "charger", label: t("buyouts.catalogue.condition_kind.charger") },
    { value: "battery", label: t("buyouts.catalogue.condition_kind.battery") },
  ]
  return (
    <Container className="divide-y p-0" data-testid="buyout-model-conditions">
      <SectionHeading title={t("buyouts.catalogue.conditions")} />
      {model.device_conditions.map((condition) => (
        <div key={condition.id} className="flex flex-col gap-y-2 px-6 py-4" data-testid="buyout-condition">
          <div className="flex flex-wrap items-center gap-2">
            <Text size="small" weight="plus">
              {condition.name}
            </Text>
            <Badge size="2xsmall" color={condition.type === "quality" ? "blue" : "grey"}>
              {t(`buyouts.catalogue.condition_type.${condition.type}`)}
            </Badge>
            <LabelledSelect
              id={`buyout-condition-kind-${condition.id}`}
              label={t("buyouts.catalogue.condition_kind_of", { condition: condition.name })}
              value={condition.kind ?? ""}
              onChange={(e) => {
                const kind = (e.target.value || null) as ConditionKind | null
                void save(() => buyoutApi.updateCondition(condition.id, { kind }))
              }}
              options={kinds}
            />
            <DeleteButton
              label={t("buyouts.catalogue.delete_condition", { condition: condition.name })}
              onClick={() => remove(condition.name, () => buyoutApi.deleteCondition(condition.id))}
            />
          </div>
          <CatalogueTable columns={[t("buyouts.catalogue.choice"), t("buyouts.catalogue.leads_to"), t("buyouts.catalogue.correction")]}>
            {condition.choices.map((choice) => (
              <CatalogueRow
                key={choice.value}
                deleteLabel={t("buyouts.catalogue.delete_choice", { choice: choice.label })}
                onDelete={() => remove(choice.label, () => buyoutApi.deleteChoice(choice.value))}
              >
                <Table.Cell>{choice.label}</Table.Cell>
                <Table.Cell>
                  {choice.appraisal_result === null
                    ? t("buyouts.catalogue.not_bought")
                    : (grade.get(choice.appraisal_result) ?? t("buyouts.catalogue.no_grade"))}
                </Table.Cell>
                <EditableCell
                  id={`buyout-choice-correction-${choice.value}`}
                  label={t("buyouts.catalogue.correction_of", { choice: choice.label })}
                  initial={String(choice.price_correction)}
                  rule={signedAmount}
                  onSave={(price_correction) => save(() => buyoutApi.updateChoice(choice.value, { price_correction }))}
                />
              </CatalogueRow>
            ))}
          </CatalogueTable>
          <ChoiceAdd model={model} conditionId={condition.id} />
        </div>
      ))}
      <AddForm
        testId="buyout-add-condition"
        submitLabel={t("buyouts.catalogue.add_condition")}
        form={form}
        onAdd={(body) => save(() => buyoutApi.createCondition(model.id, body))}
      >
        <LabelledInput id="buyout-new-condition-name" label={t("buyouts.catalogue.condition_name")} {...form.field("name")} />
        <LabelledSelect
          id="buyout-new-condition-type"
          label={t("buyouts.catalogue.condition_type_label")}
          {...form.register("type")}
          options={[
            { value: "quality", label: t("buyouts.catalogue.condition_type.quality") },
            { value: "common", label: t("buyouts.catalogue.condition_type.common") },
          ]}
        />
        <LabelledSelect id="buyout-new-condition-kind" label={t("buyouts.catalogue.condition_kind_label")} {...form.register("kind")} options={kinds} />
      </AddForm>
    </Container>
  )
}
