import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { validateSellOnlineStep } from "./steps/validate-sell-online"
import { createBuyoutRequestStep } from "./steps/create-buyout-request"
import { BuyoutEvents } from "./events"
import { storeAppraised } from "./store-appraised"

/**
 * Selling a device online: validate (device and appraisal version looked up
 * once, here) → recompute the offer from the answers → store the sale
 * (personal data encrypted) → `buyout.request_created`, on which a subscriber
 * e-mails the confirmation. A failure in a later step rolls back the earlier
 * writes; the event is emitted only when the whole run succeeded.
 */
export const sellBuyoutOnlineWorkflow = createWorkflow("buyout-sell-online", (input: { body: Record<string, unknown> }) => {
  const validated = validateSellOnlineStep(input)
  const created = storeAppraised(validated, ({ data }, appraisal, note) => ({ data, appraisal, note }), createBuyoutRequestStep, BuyoutEvents.REQUEST_CREATED)
  return new WorkflowResponse(created)
})
