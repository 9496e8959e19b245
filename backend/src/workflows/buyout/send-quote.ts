import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { validateQuoteStep, createQuoteStep } from "./steps/quote"
import { recomputeAppraisalStep } from "./steps/recompute-appraisal"
import { sendQuoteEmailStep } from "./steps/send-emails"

/**
 * The send-to-email form: validate → recompute the appraisal → store the
 * quote under a code → e-mail it with the link that reopens it. If the
 * e-mail cannot be sent the quote is deleted again.
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
    const mailInput = transform({ quote, validated, appraisal }, ({ quote, validated, appraisal }) => ({
      code: quote.code,
      email: validated.email,
      expires_at: quote.expires_at,
      appraisal,
      currency: quote.currency,
    }))
    sendQuoteEmailStep(mailInput)
    return new WorkflowResponse({ code: quote.code, expires_at: quote.expires_at })
  },
)
