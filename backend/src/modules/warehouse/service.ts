import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { PICKING_STATUSES, type PickingStatus, type StockMovementKind } from "@electroshop/contracts/warehouse"
import { Picking, PickingChange } from "./models/picking"
import { Box } from "./models/box"
import { Crate } from "./models/crate"
import { PackingScan } from "./models/packing-scan"
import { ProductLocation } from "./models/product-location"
import { StorePickup } from "./models/store-pickup"
import { StockMovement } from "./models/stock-movement"

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

/** Units of each stock item per movement kind, one figure per period asked for (in its order). */
export type MovementTotals = { inventory_item_id: string; kind: StockMovementKind; totals: number[] }

/**
 * The picking queue and its history, the items' bins, the crates, the shipping boxes, the packing scans, the store pickups
 * and the stock ledger (Medusa's generated methods), plus the queue's page and the ledger's sums in SQL.
 */
export default class WarehouseModuleService extends MedusaService({
  Picking,
  PickingChange,
  ProductLocation,
  Crate,
  Box,
  PackingScan,
  StorePickup,
  StockMovement,
}) {
  /** The ledger summed per stock item and kind over each period ending now: one query, however many items. */
  @InjectManager()
  async movementTotals(days: readonly number[], @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<MovementTotals[]> {
    const now = Date.now()
    const since = days.map((d) => new Date(now - d * 86_400_000))
    const sums = since.map((_, i) => `coalesce(sum(quantity) filter (where occurred_at >= ?), 0) as p${i}`).join(", ")
    const rows: Record<string, string>[] = await sharedContext.manager!.execute(
      `select inventory_item_id, kind, ${sums} from stock_movement
        where deleted_at is null and occurred_at >= ? group by inventory_item_id, kind`,
      [...since, new Date(Math.min(...since.map((d) => d.getTime())))],
    )
    return rows.map((r) => ({ inventory_item_id: r.inventory_item_id!, kind: r.kind as StockMovementKind, totals: since.map((_, i) => Number(r[`p${i}`])) }))
  }

  /** One page of the queue, oldest ready first, with the number of orders per status under the same location filter. */
  @InjectManager()
  async queuePage(
    filters: QueueFilters,
    page: { limit: number; offset: number },
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<{ rows: PickingRow[]; count: number; counts: Record<PickingStatus, number> }> {
    const manager = sharedContext.manager!
    // A packed order has left the queue: its parcel goes on to the hand-over.
    const where = [`deleted_at is null`, `packed_at is null`]
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
