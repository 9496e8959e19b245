import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutDetail } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../../modules/buyout"
import type BuyoutModuleService from "../../../../../modules/buyout/service"
import { adminBuyoutDetail } from "../../../../../lib/buyout/serialize"
import { updateBuyoutStatusWorkflow } from "../../../../../workflows/buyout"
import type { AdminStatusChange } from "../../../buyout/validators"

/**
 * POST /admin/buyouts/:id/status { status, note?, offered_price? } → { buyout }.
 * A transition outside the lifecycle answers 400 { message, code: "invalid_transition", from, to, allowed };
 * `re_offer` needs `offered_price`.
 */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof AdminStatusChange>>, res: MedusaResponse<{ buyout: AdminBuyoutDetail }>) {
  const body = req.validatedBody
  await updateBuyoutStatusWorkflow(req.scope).run({
    input: {
      id: req.params.id,
      status: body.status,
      note: body.note ?? null,
      offered_price: body.offered_price ?? null,
      actor_type: "admin",
      actor_id: req.auth_context?.actor_id ?? null,
    },
  })
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request] = await service.listBuyoutRequests({ id: req.params.id }, { relations: ["status_history"] })
  res.json({ buyout: adminBuyoutDetail(request, req.scope.resolve(ContainerRegistrationKeys.LOGGER)) })
}
