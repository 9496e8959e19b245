import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { AdminBox, AdminCreateBox, AdminUpdateBox } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../../lib/http/errors"
import { warehouseFieldError, warehouseMessage } from "../../../lib/warehouse/messages"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"

type Container = { resolve: <T>(key: string) => T }
const service = (container: Container) => container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)

async function boxById(warehouse: WarehouseModuleService, id: string): Promise<AdminBox> {
  const [box] = await warehouse.listBoxes({ id }, { take: 1 })
  if (!box) throw ShopError.notFound(warehouseMessage("box_not_found"))
  return box
}

/** The name is free among the boxes (but for `exceptId`'s own); a save that raced another is told the same. */
async function nameFree(warehouse: WarehouseModuleService, name: string | undefined, exceptId?: string) {
  if (!name) return
  const [other] = await warehouse.listBoxes({ name }, { take: 1 })
  if (other && other.id !== exceptId) throw warehouseFieldError("name", "box_name_taken")
}
const orRaced = (warehouse: WarehouseModuleService, name: string | undefined, exceptId?: string) => async (error: Error) => {
  await nameFree(warehouse, name, exceptId)
  throw error
}

/** A new box; compensation deletes it. */
export const createBoxStep = createStep(
  "box-create",
  async (input: AdminCreateBox, { container }) => {
    const warehouse = service(container)
    await nameFree(warehouse, input.name)
    const box = await warehouse.createBoxes(input).catch(orRaced(warehouse, input.name))
    return new StepResponse(box, box.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteBoxes(id)
  },
)

/** A box's new name, size or weight; compensation puts the old ones back. */
export const updateBoxStep = createStep(
  "box-update",
  async ({ id, ...changes }: AdminUpdateBox & { id: string }, { container }) => {
    const warehouse = service(container)
    const { name, length_cm, width_cm, height_cm, weight_g } = await boxById(warehouse, id)
    await nameFree(warehouse, changes.name, id)
    const box = await warehouse.updateBoxes({ id, ...changes }).catch(orRaced(warehouse, changes.name, id))
    return new StepResponse(box, { id, name, length_cm, width_cm, height_cm, weight_g })
  },
  async (undo, { container }) => {
    if (undo) await service(container).updateBoxes(undo)
  },
)

/** A box is removed from the choice (parcels packed in it keep their size); compensation restores it. */
export const deleteBoxStep = createStep(
  "box-delete",
  async ({ id }: { id: string }, { container }) => {
    const warehouse = service(container)
    await boxById(warehouse, id)
    await warehouse.softDeleteBoxes(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await service(container).restoreBoxes(id)
  },
)
