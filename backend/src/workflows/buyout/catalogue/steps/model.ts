import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BUYOUT_MODULE } from "../../../../modules/buyout"
import type BuyoutModuleService from "../../../../modules/buyout/service"

export type ModelFields = Parameters<BuyoutModuleService["updateDeviceModel"]>[1]
export type CreateModelFields = Parameters<BuyoutModuleService["createDeviceModel"]>[0]

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<BuyoutModuleService>(BUYOUT_MODULE)

/** Checks type and manufacturer (404 when unknown), creates the model with its appraisal version. */
export const createDeviceModelStep = createStep(
  "buyout-model-create",
  async (data: CreateModelFields, { container }) => {
    const buyout = service(container)
    await buyout.retrieveBuyoutDeviceType(data.device_type_id)
    await buyout.retrieveBuyoutManufacturer(data.manufacturer_id)
    const model = await buyout.createDeviceModel(data)
    return new StepResponse(model, model.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteBuyoutDeviceModels(id)
  },
)

/** Updates the given fields (the version follows); compensation writes the previous values back. */
export const updateDeviceModelStep = createStep(
  "buyout-model-update",
  async ({ id, data }: { id: string; data: ModelFields }, { container }) => {
    const buyout = service(container)
    const before = await buyout.retrieveBuyoutDeviceModel(id)
    const previous = Object.fromEntries(Object.keys(data).map((key) => [key, (before as Record<string, unknown>)[key]])) as ModelFields
    const model = Object.keys(data).length ? await buyout.updateDeviceModel(id, data) : before
    return new StepResponse(model, { id, previous })
  },
  async (undo, { container }) => {
    if (undo && Object.keys(undo.previous).length) await service(container).updateDeviceModel(undo.id, undo.previous)
  },
)

/**
 * Deletes the model with its colours, results and conditions. The workflow's
 * last write (only its event follows), so nothing after it calls for a
 * restore; the delete itself is one transaction.
 */
export const deleteDeviceModelStep = createStep("buyout-model-delete", async (id: string, { container }) => {
  await service(container).deleteBuyoutDeviceModels(id)
  return new StepResponse(id)
})
