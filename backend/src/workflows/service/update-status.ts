import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ServiceEvents } from "./events"
import {
  recordServiceHistoryStep,
  setServiceStatusStep,
  validateServiceTransitionStep,
  type ServiceStatusChangeInput,
} from "./steps/status"

/**
 * Staff change a repair order's status: check the lifecycle → set it →
 * record the history entry → `service.order_status_changed`, on which a
 * subscriber e-mails the customer.
 */
export const updateServiceOrderStatusWorkflow = createWorkflow("service-update-status", (input: ServiceStatusChangeInput) => {
  const checked = validateServiceTransitionStep(input)
  const withFrom = transform({ input, checked }, ({ input, checked }) => ({ ...input, from: checked.from }))
  setServiceStatusStep(withFrom)
  const entry = recordServiceHistoryStep(withFrom)
  const eventData = transform({ input, checked, entry }, ({ input, checked, entry }) => ({
    id: input.id,
    from: checked.from,
    to: input.status,
    history_id: entry.id,
  }))
  emitEventStep({ eventName: ServiceEvents.ORDER_STATUS_CHANGED, data: eventData })
  return new WorkflowResponse({ id: input.id })
})
