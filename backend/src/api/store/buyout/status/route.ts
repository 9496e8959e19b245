import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { normalizeEmail } from "@electroshop/domain"
import type { BuyoutStatusResponse } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { ShopError } from "../../../../lib/http/errors"
import { t } from "../../../../lib/shop/messages"
import { statusLabel } from "../../../../lib/buyout/status-labels"
import { offerToken } from "../../../../lib/buyout/offer-token"
import { saleSummary } from "../sale-view"
import type { StoreStatusLookup } from "../validators"

/**
 * POST /store/buyout/status { number, email } → { number, status, status_label, …, history }.
 * Both must match; otherwise 404 (the same answer for a wrong number or e-mail).
 * A POST, so the e-mail never lands in a URL (logs, history, Referer).
 * Failed look-ups count per client address (BUYOUT_FORM_RATE_LIMIT) and per
 * number from any address (BUYOUT_STATUS_RATE_LIMIT), then answer 429 (lib/buyout/rate-limit.ts, a middleware).
 */
export async function POST(req: MedusaRequest<z.infer<typeof StoreStatusLookup>>, res: MedusaResponse<BuyoutStatusResponse>) {
  const { number, email } = req.validatedBody
  const normalized = number.trim().toUpperCase()
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request]: any[] = await service.listBuyoutRequests({ number: normalized }, { relations: ["status_history"] })
  if (!request || request.email.toLowerCase() !== normalizeEmail(email).toLowerCase()) {
    throw ShopError.notFound(t("buyout_not_found"))
  }
  res.json({
    ...saleSummary(request),
    created_at: request.created_at,
    updated_at: request.updated_at,
    // The seller proved number + e-mail: the status page may accept or decline a new offer (POST /store/buyout/offer).
    offer_token: request.status === "re_offer" ? offerToken(req.scope, request.id, request.offered_price) : null,
    history: [...request.status_history]
      .sort((a: any, b: any) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
      .map((h: any) => ({
        status: h.to_status,
        status_label: statusLabel(h.to_status),
        note: h.actor_type === "admin" ? h.note : null,
        created_at: h.created_at,
      })),
  })
}
