import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizeEmail, normalizePhone } from "@electroshop/domain"
import type { ServiceOrderStatusView, StoreServiceStatusLookup } from "@electroshop/contracts/service"
import { SERVICE_MODULE } from "../../../../modules/service"
import type ServiceModuleService from "../../../../modules/service/service"
import { ShopError } from "../../../../lib/http/errors"
import { shopVariant } from "../../../../lib/shop/variant"
import { serviceMessage, serviceStatusLabel } from "../../../../lib/service/messages"

/** The contact proves the order when it is its e-mail or (however typed) its phone. */
function matchesContact(order: { email: string; phone: string }, contact: string): boolean {
  if (contact.includes("@")) return normalizeEmail(contact).toLowerCase() === order.email.toLowerCase()
  return normalizePhone(contact, shopVariant().variant) === order.phone
}

/**
 * POST /store/service/status { number, contact } → the order's status and
 * history. `contact` is the order's e-mail or phone; a wrong number or
 * contact is the same 404. A POST, so neither lands in a URL.
 */
export async function POST(req: MedusaRequest<StoreServiceStatusLookup>, res: MedusaResponse<ServiceOrderStatusView>) {
  const { number, contact } = req.validatedBody
  const [order]: any[] = await req.scope
    .resolve<ServiceModuleService>(SERVICE_MODULE)
    .listServiceOrders({ number: number.trim().toUpperCase() }, { relations: ["status_history"] })
  if (!order || !matchesContact(order, contact)) throw ShopError.notFound(serviceMessage("order_not_found"))
  res.json({
    number: order.number,
    status: order.status,
    status_label: serviceStatusLabel(order.status),
    device: `${order.device.manufacturer} ${order.device.model} (${order.device.color})`,
    operations: order.operations,
    total: order.total,
    currency_code: order.currency_code,
    handover: order.handover,
    created_at: order.created_at,
    history: [...order.status_history]
      .sort((a: any, b: any) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
      .map((h: any) => ({ status: h.to_status, status_label: serviceStatusLabel(h.to_status), note: h.note, created_at: h.created_at })),
  })
}
