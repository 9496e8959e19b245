import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminBuyoutDetail } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"
import { ShopError } from "../../../../lib/http/errors"
import { t } from "../../../../lib/shop/messages"
import { adminBuyoutDetail } from "../../../../lib/buyout/serialize"

/** GET /admin/buyouts/:id → { buyout } with masked personal data, status history and allowed transitions. */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ buyout: AdminBuyoutDetail }>) {
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request] = await service.listBuyoutRequests({ id: req.params.id }, { relations: ["status_history"] })
  if (!request) throw ShopError.notFound(t("buyout_not_found"))
  res.json({ buyout: adminBuyoutDetail(request, req.scope.resolve(ContainerRegistrationKeys.LOGGER)) })
}
