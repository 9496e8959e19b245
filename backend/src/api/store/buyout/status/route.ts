import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { normalizeEmail } from "@electroshop/domain"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { BuyoutHttpError, withBuyoutErrors } from "../../../../lib/buyout/errors"
import { parseOr400 } from "../../../../lib/buyout/http"
import { statusLabel, t } from "../../../../lib/buyout/messages"
import { offerToken } from "../../../../lib/buyout/offer-token"
import { assertWithinLimit, clientKey, countHit, formRateLimit, statusNumberRateLimit } from "../../../../lib/buyout/rate-limit"

const Body = z.object({ number: z.string().min(1).max(40), email: z.string().min(1).max(254) })

/**
 * POST /store/buyout/status { number, email } → { number, status, status_label, …, history }.
 * Both must match; otherwise 404 (the same answer for a wrong number or e-mail).
 * A POST, so the e-mail never lands in a URL (logs, history, Referer).
 * Failed look-ups count per client address (BUYOUT_FORM_RATE_LIMIT) and per
 * number from any address (BUYOUT_STATUS_RATE_LIMIT), then answer 429.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await withBuyoutErrors(res, async () => {
    const { number, email } = parseOr400(Body, req.body)
    const normalized = number.trim().toUpperCase()
    const limits: [string, ReturnType<typeof formRateLimit>][] = [
      [clientKey(req, "status"), formRateLimit()],
      [`status-number:${normalized}`, statusNumberRateLimit()],
    ]
    for (const [key, limit] of limits) await assertWithinLimit(req, key, limit)
    const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const [request]: any[] = await service.listBuyoutRequests({ number: normalized }, { relations: ["status_history"] })
    if (!request || request.email.toLowerCase() !== normalizeEmail(email).toLowerCase()) {
      for (const [key, limit] of limits) await countHit(req, key, limit)
      throw new BuyoutHttpError(404, { message: t("buyout_not_found"), code: "not_found" })
    }
    const device = request.device
    res.json({
      id: request.id,
      number: request.number,
      status: request.status,
      status_label: statusLabel(request.status),
      created_at: request.created_at,
      updated_at: request.updated_at,
      device: {
        product_type: device.product_type.label,
        manufacturer: device.product_manufacturer.label,
        model: device.product_model.label,
        color: device.product_color.label,
      },
      quality: request.quality,
      price: request.price,
      offered_price: request.offered_price,
      // The seller proved number + e-mail: the status page may accept or decline a new offer (POST /store/buyout/offer).
      offer_token: request.status === "re_offer" ? offerToken(req.scope, request.id, request.offered_price) : null,
      currency_code: request.currency_code,
      history: [...request.status_history]
        .sort((a: any, b: any) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
        .map((h: any) => ({ status: h.to_status, status_label: statusLabel(h.to_status), note: h.actor_type === "admin" ? h.note : null, created_at: h.created_at })),
    })
  })
}
