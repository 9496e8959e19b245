import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { StoreCreateServiceOrder } from "@electroshop/contracts/service"
import { ServiceEvents } from "./events"
import { createServiceOrderStep } from "./steps/create-order"
import { prepareServiceOrderStep } from "./steps/prepare-order"

/**
 * A repair order from the shop: check device, operations and centre against
 * the price list → store the snapshot with a number → `service.order_created`,
 * on which a subscriber e-mails the confirmation.
 */
export const createServiceOrderWorkflow = createWorkflow("service-create-order", (input: StoreCreateServiceOrder) => {
  const data = prepareServiceOrderStep(input)
  const order = createServiceOrderStep(data)
  emitEventStep({ eventName: ServiceEvents.ORDER_CREATED, data: transform({ order }, ({ order }) => ({ id: order.id })) })
  return new WorkflowResponse(order)
})
