import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminCreateProductLocation } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../../lib/http/errors"
import { warehouseFieldError, warehouseMessage } from "../../../lib/warehouse/messages"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)

/** The item's bin at the location, if it has one (the unique index allows one). */
async function binOf(warehouse: WarehouseModuleService, stockLocationId: string, inventoryItemId: string) {
  const [existing] = await warehouse.listProductLocations({ stock_location_id: stockLocationId, inventory_item_id: inventoryItemId }, { take: 1 })
  return existing
}

/**
 * The stock item with this SKU gets a bin at the location. An unknown SKU and an item that already
 * has a bin there (move it instead) are the SKU field's errors. Compensation removes the bin again.
 */
export const assignProductLocationStep = createStep(
  "product-location-assign",
  async ({ stock_location_id, sku, bin }: AdminCreateProductLocation, { container }) => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "inventory_item", fields: ["id"], filters: { sku } })
    const item = data[0] as { id: string } | undefined
    if (!item) throw warehouseFieldError("sku", "sku_not_in_inventory")
    const warehouse = service(container)
    const taken = (existing: { bin: string }) => warehouseFieldError("sku", "product_location_exists", { bin: existing.bin })
    const existing = await binOf(warehouse, stock_location_id, item.id)
    if (existing) throw taken(existing)
    const created = await warehouse.createProductLocations({ stock_location_id, inventory_item_id: item.id, bin }).catch(async (error: Error) => {
      // Two colleagues assigning the same item at once: the unique index let one in.
      const other = await binOf(warehouse, stock_location_id, item.id)
      throw other ? taken(other) : error
    })
    return new StepResponse(created, created.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteProductLocations(id)
  },
)

async function mustExist(warehouse: WarehouseModuleService, id: string) {
  const [location] = await warehouse.listProductLocations({ id }, { take: 1 })
  if (!location) throw ShopError.notFound(warehouseMessage("product_location_not_found"))
  return location
}

/** The item moves to another bin of the same location; compensation moves it back. */
export const moveProductLocationStep = createStep(
  "product-location-move",
  async ({ id, bin }: { id: string; bin: string }, { container }) => {
    const warehouse = service(container)
    const before = await mustExist(warehouse, id)
    const moved = await warehouse.updateProductLocations({ id, bin })
    return new StepResponse(moved, { id, bin: before.bin })
  },
  async (undo, { container }) => {
    if (undo) await service(container).updateProductLocations(undo)
  },
)

/** The item no longer has a bin at the location; compensation restores it. */
export const removeProductLocationStep = createStep(
  "product-location-remove",
  async ({ id }: { id: string }, { container }) => {
    const warehouse = service(container)
    await mustExist(warehouse, id)
    await warehouse.softDeleteProductLocations(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await service(container).restoreProductLocations(id)
  },
)
