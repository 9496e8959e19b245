import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { SERVICE_ORDER_TRANSITIONS, type AdminServiceOrderResponse, type ServiceOrderStatus } from "@electroshop/contracts/service"
import { SERVICE_MODULE } from "../../../../../modules/service"
import type ServiceModuleService from "../../../../../modules/service/service"
import { ShopError } from "../../../../../lib/http/errors"
import { serviceMessage, serviceStatusLabel } from "../../../../../lib/service/messages"

/** GET /admin/service/orders/:id → { order } with its history and the statuses it may move to. */
export async function GET(req: MedusaRequest, res: MedusaResponse<AdminServiceOrderResponse>) {
  const [order]: any[] = await req.scope
    .resolve<ServiceModuleService>(SERVICE_MODULE)
    .listServiceOrders({ id: req.params.id }, { relations: ["status_history"] })
  if (!order) throw ShopError.notFound(serviceMessage("order_not_found"))
  const { search_text: _search, display_id: _display, ...rest } = order
  res.json({
    order: {
      ...rest,
      status_label: serviceStatusLabel(order.status),
      allowed_statuses: SERVICE_ORDER_TRANSITIONS[order.status as ServiceOrderStatus].map((s) => ({ value: s, label: serviceStatusLabel(s) })),
      status_history: [...order.status_history]
        .sort((a: any, b: any) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
        .map((h: any) => ({ ...h, status_label: serviceStatusLabel(h.to_status) })),
    },
  })
}
