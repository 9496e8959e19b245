import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { validateSellOnlineStep } from "./steps/validate-sell-online"
import { recomputeAppraisalStep } from "./steps/recompute-appraisal"
import { createBuyoutRequestStep } from "./steps/create-buyout-request"
import { sendBuyoutConfirmationStep } from "./steps/send-emails"

/**
 * Selling a device online: validate → recompute the appraisal on the server
 * → store the sale (personal data encrypted) → send the confirmation e-mail.
 * A failure in a later step rolls back the earlier writes.
 */
export const sellBuyoutOnlineWorkflow = createWorkflow(
  "buyout-sell-online",
  (input: { body: Record<string, unknown> }) => {
    const validated = validateSellOnlineStep(input)
    const payload = transform({ validated }, ({ validated }) => validated.payload)
    const appraisal = recomputeAppraisalStep({ payload })
    const createInput = transform({ validated, appraisal }, ({ validated, appraisal }) => ({
      data: validated.data,
      appraisal,
      note: validated.payload.note ?? null,
    }))
    const created = createBuyoutRequestStep(createInput)
    sendBuyoutConfirmationStep({ id: created.id })
    return new WorkflowResponse(created)
  },
)
