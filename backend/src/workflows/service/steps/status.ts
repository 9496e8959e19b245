import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { canTransitionServiceOrder } from "@electroshop/contracts/service"
import { SERVICE_MODULE } from "../../../modules/service"
import type ServiceModuleService from "../../../modules/service/service"
import { ShopError } from "../../../lib/http/errors"
import { serviceMessage, serviceStatusLabel } from "../../../lib/service/messages"

export type ServiceStatusChangeInput = { id: string; status: string; note?: string | null; actor_id?: string | null }

/** Refuses a transition the lifecycle (SERVICE_ORDER_TRANSITIONS) does not allow: 400 on `status`. */
export const validateServiceTransitionStep = createStep("service-validate-status-transition", async (input: ServiceStatusChangeInput, { container }) => {
  const [order] = await container.resolve<ServiceModuleService>(SERVICE_MODULE).listServiceOrders({ id: input.id })
  if (!order) throw ShopError.notFound(serviceMessage("order_not_found"))
  if (!canTransitionServiceOrder(order.status, input.status)) {
    const message = serviceMessage("invalid_transition", { from: serviceStatusLabel(order.status), to: serviceStatusLabel(input.status) })
    throw ShopError.validation({ status: [message] }, { message })
  }
  return new StepResponse({ from: order.status as string })
})

/** Sets the status; compensation restores the previous one. */
export const setServiceStatusStep = createStep(
  "service-set-status",
  async (input: { id: string; status: string; from: string }, { container }) => {
    await container.resolve<ServiceModuleService>(SERVICE_MODULE).updateServiceOrders({ id: input.id, status: input.status as any })
    return new StepResponse(undefined, { id: input.id, status: input.from })
  },
  async (previous, { container }) => {
    if (!previous) return
    await container.resolve<ServiceModuleService>(SERVICE_MODULE).updateServiceOrders({ id: previous.id, status: previous.status as any })
  },
)

/** Appends the history entry (who, when, note); compensation removes it. */
export const recordServiceHistoryStep = createStep(
  "service-record-status-history",
  async (input: ServiceStatusChangeInput & { from: string }, { container }) => {
    const entry = await container.resolve<ServiceModuleService>(SERVICE_MODULE).createServiceOrderStatusHistories({
      service_order_id: input.id,
      from_status: input.from,
      to_status: input.status,
      note: input.note || null,
      actor_type: "admin",
      actor_id: input.actor_id ?? null,
    } as any)
    return new StepResponse({ id: entry.id }, entry.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ServiceModuleService>(SERVICE_MODULE).deleteServiceOrderStatusHistories(id)
  },
)
