import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SendToEmailResponse } from "@electroshop/contracts/buyout"
import { sendBuyoutQuoteWorkflow, type QuoteForm } from "../../../../workflows/buyout"

/**
 * POST /store/buyout/send-to-email { device_identifier, appraisal_version, device_condition_choices, note?, e_mail }
 * → 201 { success: true, code, expires_at, appraisal } (the offer quoted, as /store/buyout/appraise answers it); 400 { message, code, errors: { e_mail: [msg] } };
 * 429 { message, code: "rate_limited", retry_after } once BUYOUT_EMAIL_RATE_LIMIT e-mails were sent to
 * the client within the last window (lib/buyout/rate-limit.ts, a middleware).
 */
export async function POST(req: MedusaRequest<QuoteForm>, res: MedusaResponse<SendToEmailResponse>) {
  const { result } = await sendBuyoutQuoteWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ success: true, code: result.code, expires_at: result.expires_at, appraisal: result.appraisal })
}
