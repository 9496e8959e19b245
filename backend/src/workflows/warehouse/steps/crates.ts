import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { AdminCreateCrate, AdminUpdateCrate } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../../lib/http/errors"
import { warehouseFieldError, warehouseMessage, warehouseRefusal } from "../../../lib/warehouse/messages"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"
import { byId } from "../../../modules/shared/query-rows"

type Container = { resolve: <T>(key: string) => T }
type CrateRow = { id: string; code: string; stock_location_id: string; order_id: string | null }

const service = (container: Container) => container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)

async function crateById(warehouse: WarehouseModuleService, id: string): Promise<CrateRow> {
  const [crate] = await warehouse.listCrates({ id }, { take: 1 })
  if (!crate) throw ShopError.notFound(warehouseMessage("crate_not_found"))
  return crate
}

/** The code is free among the shop's crates (but for `exceptId`'s own); a save that raced another is told the same. */
async function codeFree(warehouse: WarehouseModuleService, code: string, exceptId?: string) {
  const [other] = await warehouse.listCrates({ code }, { take: 1 })
  if (other && other.id !== exceptId) throw warehouseFieldError("code", "crate_code_taken")
}

const orRaced = (warehouse: WarehouseModuleService, code: string | undefined, exceptId?: string) => async (error: Error) => {
  if (code) await codeFree(warehouse, code, exceptId)
  throw error
}

/** A new crate; compensation deletes it. */
export const createCrateStep = createStep(
  "crate-create",
  async (input: AdminCreateCrate, { container }) => {
    const warehouse = service(container)
    await codeFree(warehouse, input.code)
    const crate = await warehouse.createCrates(input).catch(orRaced(warehouse, input.code))
    return new StepResponse(crate, crate.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteCrates(id)
  },
)

/** A crate's new name or label; compensation puts the old ones back. */
export const updateCrateStep = createStep(
  "crate-update",
  async ({ id, ...changes }: AdminUpdateCrate & { id: string }, { container }) => {
    const warehouse = service(container)
    const before = await crateById(warehouse, id)
    if (changes.code) await codeFree(warehouse, changes.code, id)
    const crate = await warehouse.updateCrates({ id, ...changes }).catch(orRaced(warehouse, changes.code, id))
    return new StepResponse(crate, { id, name: (before as CrateRow & { name: string }).name, code: before.code })
  },
  async (undo, { container }) => {
    if (undo) await service(container).updateCrates(undo)
  },
)

/** An empty crate is removed (one with an order is refused: empty it first); compensation restores it. */
export const deleteCrateStep = createStep(
  "crate-delete",
  async ({ id }: { id: string }, { container }) => {
    const warehouse = service(container)
    const crate = await crateById(warehouse, id)
    if (crate.order_id) throw warehouseRefusal(409, "crate_not_empty")
    await warehouse.softDeleteCrates(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await service(container).restoreCrates(id)
  },
)

/** The crates that held these orders before, to give them back on compensation. */
type Held = { id: string; order_id: string | null }[]

const restore = async (held: Held | undefined, { container }: { container: Container }) => {
  if (held?.length) await service(container).updateCrates(held)
}

/** The crate is emptied (its order packed, or taken out by hand); compensation puts the order back. */
export const emptyCrateStep = createStep(
  "crate-empty",
  async ({ id }: { id: string }, { container }) => {
    const crate = await crateById(service(container), id)
    if (!crate.order_id) return new StepResponse(crate, [] as Held)
    const emptied = await service(container).updateCrates({ id, order_id: null })
    return new StepResponse(emptied, [{ id, order_id: crate.order_id }])
  },
  restore,
)

/** A cancelled order leaves its crate, if it was in one; compensation puts it back. */
export const releaseOrderCrateStep = createStep(
  "crate-release-order",
  async ({ order_id }: { order_id: string }, { container }) => {
    const crates = await service(container).listCrates({ order_id })
    if (crates.length) await service(container).updateCrates(crates.map((c) => ({ id: c.id, order_id: null })))
    return new StepResponse(
      undefined,
      crates.map((c) => ({ id: c.id, order_id })),
    )
  },
  restore,
)

/**
 * The picked order goes into the crate with this code: a crate of the stock location it is picked
 * at, empty or already holding it (an order moved from another crate leaves that one). The crate's
 * errors are the `crate` field's. Compensation puts every crate back as it was.
 */
export const putIntoCrateStep = createStep(
  "crate-put-order",
  async ({ order_id, code }: { order_id: string; code: string }, { container }) => {
    const warehouse = service(container)
    const [picking] = await warehouse.listPickings({ order_id }, { take: 1 })
    if (!picking) throw ShopError.notFound(warehouseMessage("order_not_in_picking"))
    const [crate] = await warehouse.listCrates({ code }, { take: 1 })
    if (!crate) throw warehouseFieldError("crate", "crate_not_found")
    if (crate.order_id === order_id) return new StepResponse(crate, [] as Held)
    if (crate.order_id) {
      const numbers = await byId(container, "order", "display_id", [crate.order_id])
      throw warehouseFieldError("crate", "crate_in_use", { code, order: Number(numbers.get(crate.order_id) ?? 0) })
    }
    if (picking.stock_location_id && crate.stock_location_id !== picking.stock_location_id) throw warehouseFieldError("crate", "crate_other_location", { code })
    const before = await warehouse.listCrates({ order_id })
    if (before.length) await warehouse.updateCrates(before.map((c) => ({ id: c.id, order_id: null })))
    const filled = await warehouse.updateCrates({ id: crate.id, order_id }).catch(async (error: Error) => {
      // Two colleagues filling the crate at once: the unique order index or the re-read tells.
      const [now] = await warehouse.listCrates({ id: crate.id }, { take: 1 })
      if (now?.order_id && now.order_id !== order_id) throw warehouseFieldError("crate", "crate_in_use", { code, order: "" })
      throw error
    })
    return new StepResponse(filled, [{ id: crate.id, order_id: null }, ...before.map((c) => ({ id: c.id, order_id }))])
  },
  restore,
)
