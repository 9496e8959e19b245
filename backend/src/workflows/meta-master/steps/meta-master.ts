import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { META_MASTER_MODULE, type MetaMasterModuleService } from "../../../modules/meta-master"

export type MetaMasterFields = { name?: string; description?: string | null }

export const createMetaMasterStep = createStep(
  "meta-master-create",
  async (input: MetaMasterFields & { name: string }, { container }) => {
    const service = container.resolve<MetaMasterModuleService>(META_MASTER_MODULE)
    const created = await service.createMetaMasters({ name: input.name, description: input.description ?? null })
    return new StepResponse(created, created.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<MetaMasterModuleService>(META_MASTER_MODULE).deleteMetaMasters(id)
  },
)

export const updateMetaMasterStep = createStep(
  "meta-master-update",
  async (input: MetaMasterFields & { id: string }, { container }) => {
    const service = container.resolve<MetaMasterModuleService>(META_MASTER_MODULE)
    const before = await service.retrieveMetaMaster(input.id)
    const { id, ...fields } = input
    const updated = await service.updateMetaMasters({ id, ...fields })
    return new StepResponse(updated, { id, name: before.name, description: before.description })
  },
  async (before, { container }) => {
    if (before) await container.resolve<MetaMasterModuleService>(META_MASTER_MODULE).updateMetaMasters(before)
  },
)

export const deleteMetaMasterStep = createStep(
  "meta-master-delete",
  async (id: string, { container }) => {
    await container.resolve<MetaMasterModuleService>(META_MASTER_MODULE).softDeleteMetaMasters(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<MetaMasterModuleService>(META_MASTER_MODULE).restoreMetaMasters(id)
  },
)

/** 404 for an unknown meta master, before anything is written. */
export const ensureMetaMasterStep = createStep("meta-master-ensure", async (id: string, { container }) => {
  const [found] = await container.resolve<MetaMasterModuleService>(META_MASTER_MODULE).listMetaMasters({ id }, { take: 1 })
  if (!found) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Meta master ${id} was not found`)
  return new StepResponse(found)
})
