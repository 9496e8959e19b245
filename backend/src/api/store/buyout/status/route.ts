import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { normalizeEmail } from "@electroshop/domain"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { BuyoutHttpError, withBuyoutErrors } from "../../../../lib/buyout/errors"
import { parseOr400, queryOf } from "../../../../lib/buyout/http"
import { statusLabel, t } from "../../../../lib/buyout/messages"
import { offerToken } from "../../../../lib/buyout/offer-token"
import { enforceRateLimit, formRateLimit } from "../../../../lib/buyout/rate-limit"

const Query = z.object({ number: z.string().min(1).max(40), email: z.string().min(1).max(254) })

/**
 * GET /store/buyout/status?number=&email= → { number, status, status_label, …, history }.
 * Both must match; otherwise 404 (the same answer for a wrong number or e-mail).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  await withBuyoutErrors(res, async () => {
    await enforceRateLimit(req, "status", formRateLimit())
    const { number, email } = parseOr400(Query, queryOf(req.query, ["number", "email"]))
    const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
    const [request]: any[] = await service.listBuyoutRequests(
      { number: number.trim().toUpperCase() },
      { relations: ["status_history"] },
    )
    if (!request || request.email.toLowerCase() !== normalizeEmail(email).toLowerCase()) {
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
