import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../modules/warehouse"

/** Slots per shelf and shelves per aisle of the demo warehouse's numbering (A-01-01 … A-10-08, B-01-01 …). */
const SLOTS = 8
const SHELVES = 10

const pad = (n: number) => String(n).padStart(2, "0")
/** The n-th bin (from 0) along the aisles. */
export const demoBin = (n: number) =>
  `${String.fromCharCode(65 + Math.floor(n / (SLOTS * SHELVES)))}-${pad((Math.floor(n / SLOTS) % SHELVES) + 1)}-${pad((n % SLOTS) + 1)}`

/**
 * Demo bins (issue 36): every stock item held at a stock location gets a bin there, in the order of
 * their SKUs, so that a new shop's picking lists walk the shelves. Only into a shop without bins.
 */
export async function seedDemoProductLocations(container: ExecArgs["container"]) {
  const warehouse = container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
  if ((await warehouse.listProductLocations({}, { take: 1 })).length) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: levels } = await query.graph({ entity: "inventory_level", fields: ["location_id", "inventory_item.id", "inventory_item.sku"] })
  const byLocation = new Map<string, { id: string; sku: string }[]>()
  for (const level of levels as { location_id: string; inventory_item?: { id: string; sku: string | null } | null }[]) {
    if (!level.inventory_item) continue
    byLocation.set(level.location_id, [...(byLocation.get(level.location_id) ?? []), { id: level.inventory_item.id, sku: level.inventory_item.sku ?? "" }])
  }
  const bins = [...byLocation].flatMap(([locationId, items]) =>
    items.sort((a, b) => a.sku.localeCompare(b.sku)).map((item, n) => ({ stock_location_id: locationId, inventory_item_id: item.id, bin: demoBin(n) })),
  )
  if (bins.length) await warehouse.createProductLocations(bins)
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`Demo product locations: ${bins.length} bins at ${byLocation.size} stock locations.`)
}
