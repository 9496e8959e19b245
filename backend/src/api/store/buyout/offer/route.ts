import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { BuyoutHttpError, withBuyoutErrors } from "../../../../lib/buyout/errors"
import { parseOr400, queryOf } from "../../../../lib/buyout/http"
import { statusLabel, t } from "../../../../lib/buyout/messages"
import { isValidOfferToken } from "../../../../lib/buyout/offer-token"
import { decideBuyoutOffer } from "../../../../workflows/buyout"

const Query = z.object({ id: z.string().min(1).max(100), token: z.string().min(1).max(200) })
const Body = Query.extend({ decision: z.enum(["accept", "decline"]) })

/** The sale behind a signed offer link; 404 for an unknown sale and a wrong token alike. */
async function saleFor(req: MedusaRequest, id: string, token: string) {
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request]: any[] = await service.listBuyoutRequests({ id })
  if (!request || !isValidOfferToken(req.scope, request.id, request.offered_price, token)) {
    throw new BuyoutHttpError(404, { message: t("buyout_not_found"), code: "not_found" })
  }
  return request
}

function offerView(request: any) {
  const device = request.device
  return {
    id: request.id,
    number: request.number,
    status: request.status,
    status_label: statusLabel(request.status),
    pending: request.status === "re_offer",
    device: {
      product_type: device.product_type.label,
      manufacturer: device.product_manufacturer.label,
      model: device.product_model.label,
      color: device.product_color.label,
    },
    quality: request.quality,
    price: request.price,
    offered_price: request.offered_price,
    currency_code: request.currency_code,
  }
}

/**
 * GET /store/buyout/offer?id=&token= → the new price offer of a sale (the
 * link in the `re_offer` e-mail): `{ id, number, status, status_label,
 * pending, device, quality, price, offered_price, currency_code }`;
 * `pending` is false once the seller decided.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  await withBuyoutErrors(res, async () => {
    const { id, token } = parseOr400(Query, queryOf(req.query, ["id", "token"]))
    res.json(offerView(await saleFor(req, id, token)))
  })
}

/**
 * POST /store/buyout/offer { id, token, decision: "accept" | "decline" } →
 * the seller accepts the new price (→ accepted) or declines it and gets the
 * device back free (→ returned); recorded in the history as the customer's
 * change. Only the first decision counts: later ones answer 409
 * `{ code: "offer_already_decided", status, status_label }`.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await withBuyoutErrors(res, async () => {
    const { id, token, decision } = parseOr400(Body, req.body)
    const sale = await saleFor(req, id, token)
    const decided = await decideBuyoutOffer(req.scope, sale.id, decision)
    res.json(offerView(decided))
  })
}
