import { createWorkflow, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { AppraisalPayload } from "../../lib/buyout/appraisal"
import { createQuoteStep } from "./steps/quote"
import { BuyoutEvents } from "./events"
import { storeAppraised } from "./store-appraised"

/** The send-to-email form as its route validated it (api/store/buyout/middlewares.ts). */
export type QuoteForm = { payload: AppraisalPayload; email: string }

/**
 * The send-to-email form: recompute the appraisal → store the quote under a
 * code → `buyout.quote_created`, on which a subscriber e-mails it with the
 * link that reopens it.
 */
export const sendBuyoutQuoteWorkflow = createWorkflow("buyout-send-quote", (input: WorkflowData<QuoteForm>) => {
  const quote = storeAppraised(input, ({ email }, appraisal, note) => ({ email, appraisal, note }), createQuoteStep, BuyoutEvents.QUOTE_CREATED)
  return new WorkflowResponse({ code: quote.code, expires_at: quote.expires_at, appraisal: quote.appraisal })
})
