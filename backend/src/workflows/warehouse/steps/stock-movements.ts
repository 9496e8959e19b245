import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StockMovementKind } from "@electroshop/contracts/warehouse"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"

type Container = { resolve: <T>(key: string) => T }
const service = (container: Container) => container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)

export type StockMovementInput = {
  inventory_item_id: string
  stock_location_id: string | null
  kind: StockMovementKind
  quantity: number
  occurred_at: Date
  source_id: string | null
}

const salesRecorded = async (container: Container, orderId: string) =>
  (await service(container).listStockMovements({ source_id: orderId, kind: "sold" }, { select: ["id"], take: 1 })).length > 0

type VariantRow = { id: string; manage_inventory?: boolean; inventory_items?: ({ inventory_item_id: string; required_quantity: unknown } | null)[] }

/**
 * An order's units as the ledger's sales: each line's quantity times the units of each stock item its
 * variant is made of (a kit counts its parts), at the moment the order was placed. Nothing for an
 * order already in the ledger: the event bus may deliver `order.placed` twice.
 */
export const orderSalesStep = createStep("stock-movements-order-sales", async ({ order_id }: { order_id: string }, { container }) => {
  if (await salesRecorded(container, order_id)) return new StepResponse([] as StockMovementInput[])
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({
    entity: "order",
    // "items.*": the items' quantity is their detail's, which Medusa's order module adds to the whole item only.
    fields: ["created_at", "items.*"],
    filters: { id: order_id },
  })
  const { created_at, items } = (order ?? {}) as { created_at?: Date | string; items?: ({ variant_id: string | null; quantity: unknown } | null)[] }
  const lines = (items ?? []).flatMap((item) => (item?.variant_id ? [{ variant_id: item.variant_id, quantity: Number(item.quantity) }] : []))
  if (!created_at || !lines.length) return new StepResponse([] as StockMovementInput[])
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "manage_inventory", "inventory_items.inventory_item_id", "inventory_items.required_quantity"],
    filters: { id: [...new Set(lines.map((line) => line.variant_id))] },
  })
  const variantById = new Map((variants as VariantRow[]).map((variant) => [variant.id, variant]))
  // One row per stock item (the ledger's unique index): lines of the same item and kits sharing a part add up.
  const units = new Map<string, number>()
  for (const { variant_id, quantity } of lines) {
    const variant = variantById.get(variant_id)
    if (!variant?.manage_inventory) continue
    for (const part of variant.inventory_items ?? [])
      if (part) units.set(part.inventory_item_id, (units.get(part.inventory_item_id) ?? 0) + quantity * Number(part.required_quantity ?? 1))
  }
  const occurred_at = new Date(created_at)
  return new StepResponse(
    [...units].map(([inventory_item_id, quantity]) => ({
      inventory_item_id,
      stock_location_id: null,
      kind: "sold" as const,
      quantity,
      occurred_at,
      source_id: order_id,
    })),
  )
})

/**
 * Movements into the ledger; compensation takes them out again. An order's sales recorded meanwhile by
 * another delivery of its event (the unique index refuses the second) are left as that one wrote them.
 */
export const recordStockMovementsStep = createStep(
  "stock-movements-record",
  async (movements: StockMovementInput[], { container }) => {
    if (!movements.length) return new StepResponse([] as string[], [] as string[])
    try {
      const created = await service(container).createStockMovements(movements)
      const ids = created.map((m) => m.id)
      return new StepResponse(ids, ids)
    } catch (error) {
      const order = movements.find((movement) => movement.kind === "sold")?.source_id
      if (!order || !(await salesRecorded(container, order))) throw error
      return new StepResponse([] as string[], [] as string[])
    }
  },
  async (ids, { container }) => {
    if (ids?.length) await service(container).deleteStockMovements(ids)
  },
)

/** A cancelled order sold nothing: its sales leave the ledger. Compensation restores them. */
export const removeOrderSalesStep = createStep(
  "stock-movements-remove-order-sales",
  async ({ order_id }: { order_id: string }, { container }) => {
    const warehouse = service(container)
    const sales = await warehouse.listStockMovements({ source_id: order_id, kind: "sold" }, { select: ["id"] })
    const ids = sales.map((m) => m.id)
    if (ids.length) await warehouse.softDeleteStockMovements(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await service(container).restoreStockMovements(ids)
  },
)
