import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { recordRevealStep, type RevealInput } from "./steps/record-reveal"
import { BuyoutEvents } from "./events"

/** POST /admin/buyouts/:id/reveal: the reveal logged, then `buyout.personal_data_revealed`; the route decrypts what was asked. */
export const revealBuyoutPersonalDataWorkflow = createWorkflow("buyout-reveal-personal-data", (input: RevealInput) => {
  const reveal = recordRevealStep(input)
  emitEventStep({
    eventName: BuyoutEvents.PERSONAL_DATA_REVEALED,
    data: transform({ reveal }, ({ reveal }) => ({ id: reveal.id, buyout_request_id: reveal.buyout_request_id })),
  })
  return new WorkflowResponse(reveal)
})
