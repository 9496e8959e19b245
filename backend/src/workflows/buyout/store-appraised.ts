import { transform, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { AppraisalPayload, LoadedAppraisal } from "../../lib/buyout/appraisal"
import { recomputeAppraisalStep, type RecomputedAppraisal } from "./steps/recompute-appraisal"

type ValidatedForm = { payload: AppraisalPayload; loaded?: LoadedAppraisal }

/**
 * What the sale and the quote do once their form is validated: the offer is
 * recomputed from the answers, `store`d with the form's note, and `eventName`
 * announces the stored record (its subscriber e-mails the shopper). Composes
 * steps, so it is called inside a workflow's composition.
 */
export function storeAppraised<Form extends ValidatedForm, StoreInput, Stored extends { id: string }>(
  validated: WorkflowData<Form>,
  storeInput: (form: Form, appraisal: RecomputedAppraisal, note: string | null) => StoreInput,
  store: (input: WorkflowData<StoreInput>) => WorkflowData<Stored>,
  eventName: string,
): WorkflowData<Stored> {
  // transform cannot see through the generic types of its inputs: they are named again.
  const recomputeInput = transform({ validated }, (data) => {
    const form = data.validated as Form
    return { payload: form.payload, loaded: form.loaded }
  })
  const appraisal = recomputeAppraisalStep(recomputeInput)
  const input = transform({ validated, appraisal }, (data) => {
    const form = data.validated as Form
    return storeInput(form, data.appraisal, form.payload.note ?? null)
  })
  const stored = store(input)
  emitEventStep({ eventName, data: transform({ stored }, (data) => ({ id: (data.stored as Stored).id })) })
  return stored
}
