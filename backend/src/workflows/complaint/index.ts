import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"

import { changeComplaintStep, type ChangeComplaintInput } from "./steps/change-complaint"
import { createComplaintStep, planComplaintStep, type SubmitComplaintInput } from "./steps/submit-complaint"

/** Emitted with `{ id }` when a complaint is made or its status changes: subscribers/complaint-changed.ts e-mails the shopper. */
export const COMPLAINT_CHANGED_EVENT = "complaint.changed"

/** A shopper's complaint of an item of their order, checked and recorded with its deadline. */
export const submitComplaintWorkflow = createWorkflow("submit-complaint", (input: SubmitComplaintInput) => {
  const plan = planComplaintStep(input)
  const complaint = createComplaintStep(plan)
  emitEventStep({ eventName: COMPLAINT_CHANGED_EVENT, data: transform({ complaint }, ({ complaint }) => ({ id: complaint.id })) })
  return new WorkflowResponse(complaint)
})

/** Staff move a complaint on: the goods received, then accepted with the remedy given or rejected with the reason. */
export const changeComplaintWorkflow = createWorkflow("change-complaint", (input: ChangeComplaintInput) => {
  const complaint = changeComplaintStep(input)
  emitEventStep({ eventName: COMPLAINT_CHANGED_EVENT, data: transform({ complaint }, ({ complaint }) => ({ id: complaint.id })) })
  return new WorkflowResponse(complaint)
})
