import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { PICKING_STATUSES, type PickingStatus } from "@electroshop/contracts/warehouse"
import { Picking, PickingChange } from "./models/picking"
import { Crate } from "./models/crate"
import { PackingScan } from "./models/packing-scan"
import { ProductLocation } from "./models/product-location"
import { StorePickup } from "./models/store-pickup"

export type PickingRow = {
  id: string
  order_id: string
  status: PickingStatus
  stock_location_id: string | null
  quantity: number
  ready_at: Date
  updated_at: Date
}
export type QueueFilters = { status?: PickingStatus; stock_location_id?: string[] }

/** The picking queue and its history, the items' bins, the crates, the packing scans and the store pickups (Medusa's generated methods), plus the queue's page and counts in SQL. */
export default class WarehouseModuleService extends MedusaService({ Picking, PickingChange, ProductLocation, Crate, PackingScan, StorePickup }) {
  /** One page of the queue, oldest ready first, with the number of orders per status under the same location filter. */
  @InjectManager()
  async queuePage(
    filters: QueueFilters,
    page: { limit: number; offset: number },
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<{ rows: PickingRow[]; count: number; counts: Record<PickingStatus, number> }> {
    const manager = sharedContext.manager!
    const where = [`deleted_at is null`]
    const params: unknown[] = []
    if (filters.stock_location_id) {
      where.push(`stock_location_id in (?)`)
      params.push(filters.stock_location_id)
    }
    const byStatus: { status: PickingStatus; count: string }[] = await manager.execute(
      `select status, count(*) as count from picking where ${where.join(" and ")} group by status`,
      params,
    )
    const counts = Object.fromEntries(PICKING_STATUSES.map((s) => [s, Number(byStatus.find((r) => r.status === s)?.count ?? 0)])) as Record<
      PickingStatus,
      number
    >
    if (filters.status) {
      where.push(`status = ?`)
      params.push(filters.status)
    }
    const rows: PickingRow[] = await manager.execute(
      `select id, order_id, status, stock_location_id, quantity, ready_at, updated_at from picking
        where ${where.join(" and ")} order by ready_at, id limit ? offset ?`,
      [...params, page.limit, page.offset],
    )
    const count = filters.status ? counts[filters.status] : Object.values(counts).reduce((a, b) => a + b, 0)
    return { rows: rows.map((r) => ({ ...r, quantity: Number(r.quantity) })), count, counts }
  }
}
