import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  recordStatusHistoryStep,
  setBuyoutStatusStep,
  validateStatusTransitionStep,
  type StatusChangeInput,
} from "./steps/status"
import { notifyStatusChangeStep } from "./steps/send-emails"

/**
 * A status change of a sale by staff: check the lifecycle → set the status
 * → record the history entry → e-mail the customer (best effort).
 */
export const updateBuyoutStatusWorkflow = createWorkflow("buyout-update-status", (input: StatusChangeInput) => {
  const checked = validateStatusTransitionStep(input)
  setBuyoutStatusStep(input)
  const historyInput = transform({ input, checked }, ({ input, checked }) => ({ ...input, from: checked.from }))
  recordStatusHistoryStep(historyInput)
  notifyStatusChangeStep({ id: input.id })
  return new WorkflowResponse({ id: input.id })
})
