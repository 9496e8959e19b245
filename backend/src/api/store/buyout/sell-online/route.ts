import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SellOnlineResponse } from "@electroshop/contracts/buyout"
import { reviewToken } from "../../../../lib/buyout/review-token"
import { sealSaleBody } from "../../../../lib/buyout/sealed-pii"
import { thanksPath } from "../../../../lib/buyout/paths"
import { sellBuyoutOnlineWorkflow } from "../../../../workflows/buyout"

/**
 * POST /store/buyout/sell-online: appraisal payload + customer_data, pickup_address (or null), buyout_device
 * → 201, Location: /vykup/dekujeme/<id> (/vanzare/multumim/<id> in ro), { id, number, url, review_token }
 * (the token opens GET /store/buyout/:id for this browser; the storefront keeps it in a cookie);
 * 400 { message, code: "validation_error", errors: { customer_data?, pickup_address?, buyout_device? } },
 * or { message, code: "appraisal_version_changed", url } / { message, code: "cannot_buyout" }.
 * Only completed sales count toward the per-client limit (lib/buyout/rate-limit.ts, a middleware).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse<SellOnlineResponse>) {
  const { result } = await sellBuyoutOnlineWorkflow(req.scope).run({ input: { body: sealSaleBody((req.body ?? {}) as Record<string, unknown>) } })
  const url = thanksPath(result.id)
  res
    .status(201)
    .location(url)
    .json({ id: result.id, number: result.number, url, review_token: reviewToken(req.scope, result.id) })
}
