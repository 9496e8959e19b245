import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import {
  recordStatusHistoryStep,
  setBuyoutStatusStep,
  validateStatusTransitionStep,
  type StatusChangeInput,
} from "./steps/status"
import { BuyoutEvents } from "./events"

/**
 * A status change of a sale (by staff, or the seller deciding an offer):
 * check the lifecycle → set the status → record the history entry →
 * `buyout.status_changed`, on which a subscriber e-mails the customer.
 */
export const updateBuyoutStatusWorkflow = createWorkflow("buyout-update-status", (input: StatusChangeInput) => {
  const checked = validateStatusTransitionStep(input)
  setBuyoutStatusStep(input)
  const historyInput = transform({ input, checked }, ({ input, checked }) => ({ ...input, from: checked.from }))
  const entry = recordStatusHistoryStep(historyInput)
  const eventData = transform({ input, checked, entry }, ({ input, checked, entry }) => ({
    id: input.id,
    from: checked.from,
    to: input.status,
    history_id: entry.id,
  }))
  emitEventStep({ eventName: BuyoutEvents.STATUS_CHANGED, data: eventData })
  return new WorkflowResponse({ id: input.id })
})
