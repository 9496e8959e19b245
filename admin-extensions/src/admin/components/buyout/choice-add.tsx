import { buyoutApi } from "../../api/buyout"
import type { AdminBuyoutModelDetail } from "@electroshop/contracts/buyout"
import { useZodForm } from "../../lib/form"
import { useT } from "../../lib/i18n"
import { AddForm } from "./add-form"
import { LabelledInput } from "../field"
import { LabelledSelect } from "../field"
import { newChoiceSchema } from "./schemas"
import { useCatalogueSave } from "./use-catalogue-change"

/** Adds an answer to one question: its label, the grade it leads to (or "not bought") and its price correction. */
export const ChoiceAdd = ({ model, conditionId }: { model: AdminBuyoutModelDetail; conditionId: string }) => {
  const { t } = useT()
  const save = useCatalogueSave()
  const form = useZodForm(newChoiceSchema, { label: "", appraisal_result_id: "", price_correction: "0" })
  return (
    <AddForm
      testId="buyout-add-choice"
      className="pt-2"
      submitLabel={t("buyouts.catalogue.add_choice")}
      form={form}
      onAdd={(body) => save(() => buyoutApi.createChoice(conditionId, body))}
    >
      <LabelledInput id={`buyout-new-choice-label-${conditionId}`} label={t("buyouts.catalogue.choice")} {...form.field("label")} />
      <LabelledSelect
        id={`buyout-new-choice-result-${conditionId}`}
        label={t("buyouts.catalogue.leads_to")}
        {...form.register("appraisal_result_id")}
        options={[
          { value: "", label: t("buyouts.catalogue.not_bought") },
          ...model.appraisal_results.map((r) => ({ value: String(r.id), label: r.quality ?? t("buyouts.catalogue.no_grade") })),
        ]}
      />
      <LabelledInput
        id={`buyout-new-choice-correction-${conditionId}`}
        label={t("buyouts.catalogue.correction")}
        inputMode="numeric"
        {...form.field("price_correction")}
      />
    </AddForm>
  )
}
