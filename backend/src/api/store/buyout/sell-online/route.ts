import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { withBuyoutErrors } from "../../../../lib/buyout/errors"
import { enforceRateLimit, formRateLimit } from "../../../../lib/buyout/rate-limit"
import { sealSaleBody } from "../../../../lib/buyout/sealed-pii"
import { thanksPath } from "../../../../lib/buyout/variant"
import { sellBuyoutOnlineWorkflow } from "../../../../workflows/buyout"

/**
 * POST /store/buyout/sell-online: appraisal payload + customer_data, pickup_address (or null), buyout_device
 * → 201, Location: /vykup/dekujeme/<id> (/vanzare/multumim/<id> in ro), { id, number, url };
 * 400 { message, code: "validation_error", errors: { customer_data?, pickup_address?, buyout_device? } },
 * or { message, code: "appraisal_version_changed", url } / { message, code: "cannot_buyout" }.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await withBuyoutErrors(res, async () => {
    await enforceRateLimit(req, "sell-online", formRateLimit())
    const { result } = await sellBuyoutOnlineWorkflow(req.scope).run({ input: { body: sealSaleBody((req.body ?? {}) as Record<string, unknown>, req.scope.resolve("logger")) } })
    const url = thanksPath(result.id)
    res.status(201).location(url).json({ id: result.id, number: result.number, url })
  })
}
