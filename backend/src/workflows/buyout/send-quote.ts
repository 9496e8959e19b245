import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { validateQuoteStep, createQuoteStep } from "./steps/quote"
import { BuyoutEvents } from "./events"
import { storeAppraised } from "./store-appraised"

/**
 * The send-to-email form: validate → recompute the appraisal → store the
 * quote under a code → `buyout.quote_created`, on which a subscriber e-mails
 * it with the link that reopens it.
 */
export const sendBuyoutQuoteWorkflow = createWorkflow(
  "buyout-send-quote",
  (input: { body: Record<string, unknown> }) => {
    const validated = validateQuoteStep(input)
    const quote = storeAppraised(validated, ({ email }, appraisal, note) => ({ email, appraisal, note }), createQuoteStep, BuyoutEvents.QUOTE_CREATED)
    return new WorkflowResponse({ code: quote.code, expires_at: quote.expires_at })
  },
)
