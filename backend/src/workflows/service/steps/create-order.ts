import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SERVICE_MODULE } from "../../../modules/service"
import type ServiceModuleService from "../../../modules/service/service"
import { serviceOrderNumberPrefix } from "../../../lib/service/variant"

/** Stores the order with its number and first history entry; compensation deletes it (with its history). */
export const createServiceOrderStep = createStep(
  "service-create-order",
  async (data: Record<string, unknown>, { container }) => {
    const created = await container.resolve<ServiceModuleService>(SERVICE_MODULE).createOrderWithNumber(data, serviceOrderNumberPrefix())
    return new StepResponse({ id: created.id as string, number: created.number }, created.id as string)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ServiceModuleService>(SERVICE_MODULE).deleteServiceOrders(id)
  },
)
