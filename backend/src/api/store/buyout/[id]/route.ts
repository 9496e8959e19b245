import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { SavedBuyout } from "@electroshop/contracts/buyout"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { ShopError } from "../../../../lib/http/errors"
import { t } from "../../../../lib/shop/messages"
import { verifyReviewToken } from "../../../../lib/buyout/review-token"
import { storeBuyoutResponse } from "../../../../lib/buyout/serialize"

/**
 * GET /store/buyout/:id with `X-Buyout-Review-Token: <token>` (from the
 * sell-online answer or the confirmation e-mail's link) → the sale for the
 * review mode (thank-you page): product_type_choice, manufacturer_choice,
 * product_model_choice, product_color_choice, appraisal_result,
 * device_conditions (with the chosen value), conditions_appraisal_result,
 * version, minimal_buyout_price, customer_data (masked), pickup_address,
 * buyout_device. Without a valid token for this id: 404, the same as an
 * unknown id, since the answer holds the seller's personal data.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<SavedBuyout>) {
  const notFound = ShopError.notFound(t("buyout_not_found"))
  if (!verifyReviewToken(req.scope, req.params.id, req.headers["x-buyout-review-token"])) throw notFound
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request] = await service.listBuyoutRequests({ id: req.params.id })
  if (!request) throw notFound
  res.json(storeBuyoutResponse(request, req.scope.resolve(ContainerRegistrationKeys.LOGGER)))
}
