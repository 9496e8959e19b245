import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AppraiseResponse } from "@electroshop/contracts/buyout"
import { evaluateAppraisal, type AppraisalPayload } from "../../../../lib/buyout/appraisal"

/**
 * POST /store/buyout/appraise { device_identifier, appraisal_version, device_condition_choices, note? }
 * → { quality, price, url, can_buyout, complete }, computed with the domain's
 * `appraise` and `canBuyout`; quality/price/url are null while no grade
 * follows from the answers and while a question is unanswered: a grade from
 * the first answers is no offer (a later answer can still lower it), and the
 * shop must not present one it would refuse to quote or buy.
 */
export async function POST(req: MedusaRequest<AppraisalPayload>, res: MedusaResponse<AppraiseResponse>) {
  const evaluated = await evaluateAppraisal(req.scope, req.validatedBody)
  const offer = evaluated.complete ? evaluated.result : null
  res.json({
    quality: offer?.quality ?? null,
    price: offer?.price ?? null,
    url: offer?.url ?? null,
    can_buyout: evaluated.can_buyout,
    complete: evaluated.complete,
  })
}
