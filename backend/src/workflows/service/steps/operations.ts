import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { SERVICE_MODULE } from "../../../modules/service"
import type ServiceModuleService from "../../../modules/service/service"
import type { AdminCreateServiceOperation } from "@electroshop/contracts/service"
import { ShopError } from "../../../lib/http/errors"
import { serviceMessage } from "../../../lib/service/messages"

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<ServiceModuleService>(SERVICE_MODULE)

export type CreateOperationInput = AdminCreateServiceOperation & { device_model_id: string }

/** The model must exist in the shared device catalogue (404 otherwise). */
export const checkServiceModelStep = createStep("service-operation-check-model", async (modelId: string, { container }) => {
  const [model] = await container.resolve<BuyoutModuleService>(BUYOUT_MODULE).listBuyoutDeviceModels({ id: modelId }, { select: ["id"] })
  if (!model) throw ShopError.notFound(serviceMessage("unknown_model"))
  return new StepResponse(model.id)
})

/** Creates the operation after the model's last one, with its part options and "from" price; compensation deletes it. */
export const createServiceOperationStep = createStep(
  "service-operation-create",
  async (input: CreateOperationInput, { container }) => {
    const module = service(container)
    const existing = await module.listServiceOperations({ device_model_id: input.device_model_id }, { select: ["position"] })
    const position = existing.reduce((max, op) => Math.max(max, op.position + 1), 0)
    const [created] = (await module.createOperationsWithParts([{ ...input, position }])) as unknown as { id: string }[]
    return new StepResponse(created, created.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteServiceOperations(id)
  },
)

/** Deletes the operation with its part options (404 when unknown); orders keep their own copy of the lines. */
export const deleteServiceOperationStep = createStep("service-operation-delete", async (id: string, { container }) => {
  const module = service(container)
  const [existing] = await module.listServiceOperations({ id }, { select: ["id"] })
  if (!existing) throw ShopError.notFound(serviceMessage("operation_not_found"))
  await module.deleteServiceOperations(id)
  return new StepResponse(id)
})
