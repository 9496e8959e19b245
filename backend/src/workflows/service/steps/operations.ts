import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../modules/buyout"
import type BuyoutModuleService from "../../../modules/buyout/service"
import { SERVICE_MODULE } from "../../../modules/service"
import type ServiceModuleService from "../../../modules/service/service"
import type { OperationInput } from "../../../modules/service/service"
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

/** The operation with its part options (404 when unknown). */
async function storedOperation(container: { resolve: <T>(key: string) => T }, id: string) {
  const [existing] = await service(container).listServiceOperations({ id }, { relations: ["part_options"] })
  if (!existing) throw ShopError.notFound(serviceMessage("operation_not_found"))
  return existing
}

/**
 * Changes the operation's fields and replaces its part options (its "from" price follows); compensation
 * writes the stored fields and options back.
 */
export const updateServiceOperationStep = createStep(
  "service-operation-update",
  async ({ id, data }: { id: string; data: OperationInput }, { container }) => {
    const before = await storedOperation(container, id)
    const previous: OperationInput = {
      name: before.name,
      description: before.description,
      duration_minutes: before.duration_minutes,
      is_available: before.is_available,
      position: before.position,
      part_options: before.part_options.map((o) => ({ quality: o.quality, price: o.price, warranty_months: o.warranty_months, is_available: o.is_available })),
    }
    await service(container).updateOperationWithParts(id, data)
    return new StepResponse({ id }, { id, previous })
  },
  async (undo, { container }) => {
    if (undo) await service(container).updateOperationWithParts(undo.id, undo.previous)
  },
)

export type PartPriceRow = Parameters<ServiceModuleService["importPartPrices"]>[0][number]

/** Every row of a price list in one transaction: the workflow's only write, so nothing to undo. */
export const importServicePricesStep = createStep("service-prices-import", async (rows: PartPriceRow[], { container }) => {
  return new StepResponse(await service(container).importPartPrices(rows))
})

/** Deletes the operation with its part options (404 when unknown); orders keep their own copy of the lines. */
export const deleteServiceOperationStep = createStep("service-operation-delete", async (id: string, { container }) => {
  await storedOperation(container, id)
  await service(container).deleteServiceOperations(id)
  return new StepResponse({ id })
})
