import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { validateSellOnlineStep } from "./steps/validate-sell-online"
import { recomputeAppraisalStep } from "./steps/recompute-appraisal"
import { createBuyoutRequestStep } from "./steps/create-buyout-request"
import { BuyoutEvents } from "./events"

/**
 * Selling a device online: validate (device and appraisal version looked up
 * once, here) → recompute the offer from the answers → store the sale
 * (personal data encrypted) → `buyout.request_created`, on which a subscriber
 * e-mails the confirmation. A failure in a later step rolls back the earlier
 * writes; the event is emitted only when the whole run succeeded.
 */
export const sellBuyoutOnlineWorkflow = createWorkflow(
  "buyout-sell-online",
  (input: { body: Record<string, unknown> }) => {
    const validated = validateSellOnlineStep(input)
    const recomputeInput = transform({ validated }, ({ validated }) => ({ payload: validated.payload, loaded: validated.loaded }))
    const appraisal = recomputeAppraisalStep(recomputeInput)
    const createInput = transform({ validated, appraisal }, ({ validated, appraisal }) => ({
      data: validated.data,
      appraisal,
      note: validated.payload.note ?? null,
    }))
    const created = createBuyoutRequestStep(createInput)
    const eventData = transform({ created }, ({ created }) => ({ id: created.id }))
    emitEventStep({ eventName: BuyoutEvents.REQUEST_CREATED, data: eventData })
    return new WorkflowResponse(created)
  },
)
