import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { validateQuoteStep, createQuoteStep } from "./steps/quote"
import { recomputeAppraisalStep } from "./steps/recompute-appraisal"
import { BuyoutEvents } from "./events"

/**
 * The send-to-email form: validate → recompute the appraisal → store the
 * quote under a code → `buyout.quote_created`, on which a subscriber e-mails
 * it with the link that reopens it.
 */
export const sendBuyoutQuoteWorkflow = createWorkflow(
  "buyout-send-quote",
  (input: { body: Record<string, unknown> }) => {
    const validated = validateQuoteStep(input)
    const payload = transform({ validated }, ({ validated }) => validated.payload)
    const appraisal = recomputeAppraisalStep({ payload })
    const quoteInput = transform({ validated, appraisal }, ({ validated, appraisal }) => ({
      email: validated.email,
      appraisal,
      note: validated.payload.note ?? null,
    }))
    const quote = createQuoteStep(quoteInput)
    const eventData = transform({ quote }, ({ quote }) => ({ id: quote.id }))
    emitEventStep({ eventName: BuyoutEvents.QUOTE_CREATED, data: eventData })
    return new WorkflowResponse({ code: quote.code, expires_at: quote.expires_at })
  },
)
