import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { withBuyoutErrors } from "../../../../lib/buyout/errors"
import { emailRateLimit, enforceRateLimit } from "../../../../lib/buyout/rate-limit"
import { sendBuyoutQuoteWorkflow } from "../../../../workflows/buyout"

/**
 * POST /store/buyout/send-to-email { device_identifier, appraisal_version, device_condition_choices, note?, e_mail }
 * → 201 { success: true, code, expires_at }; 400 { message, code, errors: { e_mail: [msg] } };
 * 429 { message, code: "rate_limited", retry_after } after BUYOUT_EMAIL_RATE_LIMIT requests per window and client.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await withBuyoutErrors(res, async () => {
    await enforceRateLimit(req, "send-to-email", emailRateLimit())
    const { result } = await sendBuyoutQuoteWorkflow(req.scope).run({ input: { body: (req.body ?? {}) as Record<string, unknown> } })
    res.status(201).json({ success: true, code: result.code, expires_at: result.expires_at })
  })
}
