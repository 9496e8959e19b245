import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { BuyoutOffer } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { ShopError } from "../../../../lib/http/errors"
import { t } from "../../../../lib/shop/messages"
import { isValidOfferToken } from "../../../../lib/buyout/offer-token"
import { decideBuyoutOffer } from "../../../../workflows/buyout"
import { saleSummary } from "../sale-view"
import type { StoreOfferDecision, StoreOfferQuery } from "../validators"

/** The sale behind a signed offer link; 404 for an unknown sale and a wrong token alike. */
async function saleFor(req: MedusaRequest, id: string, token: string) {
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request] = await service.listBuyoutRequests({ id })
  if (!request || !isValidOfferToken(req.scope, request.id, request.offered_price, token)) {
    throw ShopError.notFound(t("buyout_not_found"))
  }
  return request
}

function offerView(request: any): BuyoutOffer {
  return { ...saleSummary(request), pending: request.status === "re_offer" }
}

/**
 * GET /store/buyout/offer?id=&token= → the new price offer of a sale (the
 * link in the `re_offer` e-mail): `{ id, number, status, status_label,
 * pending, device, quality, price, offered_price, currency_code }`;
 * `pending` is false once the seller decided.
 */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreOfferQuery>>, res: MedusaResponse<BuyoutOffer>) {
  const { id, token } = req.validatedQuery
  res.json(offerView(await saleFor(req, id, token)))
}

/**
 * POST /store/buyout/offer { id, token, decision: "accept" | "decline" } →
 * the seller accepts the new price (→ accepted) or declines it and gets the
 * device back free (→ returned); recorded in the history as the customer's
 * change. Only the first decision counts: later ones answer 409
 * `{ code: "offer_already_decided", status, status_label }`.
 */
export async function POST(req: MedusaRequest<z.infer<typeof StoreOfferDecision>>, res: MedusaResponse<BuyoutOffer>) {
  const { id, token, decision } = req.validatedBody
  const sale = await saleFor(req, id, token)
  const decided = await decideBuyoutOffer(req.scope, sale.id, decision)
  res.json(offerView(decided))
}
