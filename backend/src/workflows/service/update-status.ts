import { createStatusChangeWorkflow } from "../shared/status-change"
import { ServiceEvents } from "./events"
import { recordServiceHistoryStep, setServiceStatusStep, validateServiceTransitionStep, type ServiceStatusChangeInput } from "./steps/status"

/** Staff change a repair order's status. */
export const updateServiceOrderStatusWorkflow = createStatusChangeWorkflow<ServiceStatusChangeInput>(
  "service-update-status",
  ServiceEvents.ORDER_STATUS_CHANGED,
  { validate: validateServiceTransitionStep, set: setServiceStatusStep, record: recordServiceHistoryStep },
)
