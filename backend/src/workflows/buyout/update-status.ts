import { createStatusChangeWorkflow } from "../shared/status-change"
import { recordStatusHistoryStep, setBuyoutStatusStep, validateStatusTransitionStep, type StatusChangeInput } from "./steps/status"
import { BuyoutEvents } from "./events"

/** A status change of a sale, by staff or by the seller deciding an offer. */
export const updateBuyoutStatusWorkflow = createStatusChangeWorkflow<StatusChangeInput>("buyout-update-status", BuyoutEvents.STATUS_CHANGED, {
  validate: validateStatusTransitionStep,
  set: setBuyoutStatusStep,
  record: recordStatusHistoryStep,
})
