import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { releaseOrderGoodsWorkflow } from "../../../workflows/order-cancel"

/**
 * Customer service cancels an order from Medusa's order page (its own route, which refunds or cancels
 * the payment and releases the reservations). Before it, the goods still in the shop are taken out of
 * their fulfillments, and goods that left are refused with the day (workflows/order-cancel). A packed
 * order needs a supervisor (staff/supervisor-check.ts), checked before this runs.
 */
async function releaseOrderGoods(req: AuthenticatedMedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    await releaseOrderGoodsWorkflow(req.scope).run({ input: { order_id: String(req.params.id), actor_id: req.auth_context?.actor_id ?? null } })
    next()
  } catch (error) {
    next(error)
  }
}

export const adminOrderCancelMiddlewares: MiddlewareRoute[] = [{ matcher: "/admin/orders/:id/cancel", methods: ["POST"], middlewares: [releaseOrderGoods] }]
