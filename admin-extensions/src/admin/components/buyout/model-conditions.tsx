import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { buyoutApi, type BuyoutModelDetail } from "../../lib/buyout-api"
import { parseSignedAmount } from "../../lib/buyout-status"
import { useT } from "../../lib/i18n"
import { AddForm, DeleteButton } from "./add-form"
import { ChoiceAdd } from "./choice-add"
import { EditableField } from "./editable-field"
import { LabelledInput } from "./labelled-input"
import { NativeSelect } from "./native-select"
import { useCatalogueRemove } from "./use-catalogue-remove"
import { useCatalogueSave } from "./use-catalogue-save"

/**
 * The questionnaire: quality conditions decide the grade (except charger and
 * battery), common ones only correct the price. Each answer shows the grade it
 * leads to and its editable price correction.
 */
export const ModelConditions = ({ model }: { model: BuyoutModelDetail }) => {
  const { t } = useT()
  const save = useCatalogueSave()
  const remove = useCatalogueRemove()
  const grade = new Map(model.appraisal_results.map((r) => [r.id, r.quality]))
  const [name, setName] = useState("")
  const [type, setType] = useState<"quality" | "common">("quality")
  const [nameError, setNameError] = useState<string>()
  const add = async () => {
    const value = name.trim()
    setNameError(value && value.length <= 200 ? undefined : t("buyouts.catalogue.required"))
    if (!value || value.length > 200) return false
    return save(() => buyoutApi.createCondition(model.id, { name: value, type }))
  }
  return (
    <Container className="divide-y p-0" data-testid="buyout-model-conditions">
      <div className="px-6 py-4">
        <Heading level="h2">{t("buyouts.catalogue.conditions")}</Heading>
      </div>
      {model.device_conditions.map((condition) => (
        <div key={condition.id} className="flex flex-col gap-y-2 px-6 py-4" data-testid="buyout-condition">
          <div className="flex flex-wrap items-center gap-2">
            <Text size="small" weight="plus">
              {condition.name}
            </Text>
            <Badge size="2xsmall" color={condition.type === "quality" ? "blue" : "grey"}>
              {t(`buyouts.catalogue.condition_type.${condition.type}`)}
            </Badge>
            {condition.kind ? (
              <Badge size="2xsmall" color="orange">
                {t(`buyouts.catalogue.condition_kind.${condition.kind === "battery" ? "battery" : "charger"}`)}
              </Badge>
            ) : null}
            <DeleteButton
              label={t("buyouts.catalogue.delete_condition", { condition: condition.name })}
              onClick={() => remove(condition.name, () => buyoutApi.deleteCondition(condition.id))}
            />
          </div>
          <Table>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("buyouts.catalogue.choice")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.catalogue.leads_to")}</Table.HeaderCell>
                <Table.HeaderCell>{t("buyouts.catalogue.correction")}</Table.HeaderCell>
                <Table.HeaderCell className="w-12" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {condition.choices.map((choice) => (
                <Table.Row key={choice.value}>
                  <Table.Cell>{choice.label}</Table.Cell>
                  <Table.Cell>
                    {choice.appraisal_result === null
                      ? t("buyouts.catalogue.not_bought")
                      : (grade.get(choice.appraisal_result) ?? t("buyouts.catalogue.no_grade"))}
                  </Table.Cell>
                  <Table.Cell>
                    <EditableField
                      id={`buyout-choice-correction-${choice.value}`}
                      label={t("buyouts.catalogue.correction_of", { choice: choice.label })}
                      initial={String(choice.price_correction)}
                      parse={parseSignedAmount}
                      invalidMessage={t("buyouts.catalogue.invalid_amount")}
                      onSave={(price_correction) => save(() => buyoutApi.updateChoice(choice.value, { price_correction }))}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <DeleteButton
                      label={t("buyouts.catalogue.delete_choice", { choice: choice.label })}
                      onClick={() => remove(choice.label, () => buyoutApi.deleteChoice(choice.value))}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <ChoiceAdd model={model} conditionId={condition.id} />
        </div>
      ))}
      <AddForm
        testId="buyout-add-condition"
        submitLabel={t("buyouts.catalogue.add_condition")}
        onAdd={add}
        onReset={() => setName("")}
      >
        <LabelledInput id="buyout-new-condition-name" label={t("buyouts.catalogue.condition_name")} value={name} onChange={(e) => setName(e.target.value)} error={nameError} />
        <NativeSelect
          id="buyout-new-condition-type"
          label={t("buyouts.catalogue.condition_type_label")}
          value={type}
          onChange={(e) => setType(e.target.value === "common" ? "common" : "quality")}
          options={[
            { value: "quality", label: t("buyouts.catalogue.condition_type.quality") },
            { value: "common", label: t("buyouts.catalogue.condition_type.common") },
          ]}
        />
      </AddForm>
    </Container>
  )
}
