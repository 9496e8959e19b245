import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { erasePersonalDataStep, type RetentionCutoffs } from "./steps/erase-personal-data"
import { BuyoutEvents } from "./events"

/**
 * The buy-out's retention (jobs/buyout-personal-data-retention.ts): the
 * sellers' personal data of sales past their retention are erased, each such
 * sale announced by `buyout.personal_data_erased`, and long-expired quotes
 * deleted.
 */
export const eraseExpiredBuyoutPersonalDataWorkflow = createWorkflow("buyout-erase-expired-personal-data", (input: WorkflowData<RetentionCutoffs>) => {
  const result = erasePersonalDataStep(input)
  const events = transform({ result }, ({ result }) => result.erased.map((id) => ({ id })))
  emitEventStep({ eventName: BuyoutEvents.PERSONAL_DATA_ERASED, data: events })
  return new WorkflowResponse(result)
})
