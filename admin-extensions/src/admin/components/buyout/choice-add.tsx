import { useState } from "react"
import { buyoutApi, type BuyoutModelDetail } from "../../lib/buyout-api"
import { parseSignedAmount } from "../../lib/buyout-status"
import { useT } from "../../lib/i18n"
import { AddForm } from "./add-form"
import { LabelledInput } from "./labelled-input"
import { NativeSelect } from "./native-select"
import { useCatalogueSave } from "./use-catalogue-save"

/** Adds an answer to one question: its label, the grade it leads to (or "not bought") and its price correction. */
export const ChoiceAdd = ({ model, conditionId }: { model: BuyoutModelDetail; conditionId: string }) => {
  const { t } = useT()
  const save = useCatalogueSave()
  const [label, setLabel] = useState("")
  const [result, setResult] = useState("")
  const [correction, setCorrection] = useState("0")
  const [errors, setErrors] = useState<{ label?: string; correction?: string }>({})
  const add = async () => {
    const amount = parseSignedAmount(correction)
    const next = {
      label: label.trim() && label.trim().length <= 200 ? undefined : t("buyouts.catalogue.required"),
      correction: amount === null ? t("buyouts.catalogue.invalid_amount") : undefined,
    }
    setErrors(next)
    if (next.label || amount === null) return false
    return save(() =>
      buyoutApi.createChoice(conditionId, { label: label.trim(), appraisal_result_id: result ? Number(result) : null, price_correction: amount }),
    )
  }
  return (
    <AddForm
      testId="buyout-add-choice"
      className="pt-2"
      submitLabel={t("buyouts.catalogue.add_choice")}
      onAdd={add}
      onReset={() => {
        setLabel("")
        setResult("")
        setCorrection("0")
      }}
    >
      <LabelledInput id={`buyout-new-choice-label-${conditionId}`} label={t("buyouts.catalogue.choice")} value={label} onChange={(e) => setLabel(e.target.value)} error={errors.label} />
      <NativeSelect
        id={`buyout-new-choice-result-${conditionId}`}
        label={t("buyouts.catalogue.leads_to")}
        value={result}
        onChange={(e) => setResult(e.target.value)}
        options={[
          { value: "", label: t("buyouts.catalogue.not_bought") },
          ...model.appraisal_results.map((r) => ({ value: String(r.id), label: r.quality ?? t("buyouts.catalogue.no_grade") })),
        ]}
      />
      <LabelledInput
        id={`buyout-new-choice-correction-${conditionId}`}
        label={t("buyouts.catalogue.correction")}
        inputMode="numeric"
        value={correction}
        onChange={(e) => setCorrection(e.target.value)}
        error={errors.correction}
      />
    </AddForm>
  )
}
