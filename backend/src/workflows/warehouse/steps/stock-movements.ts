import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StockMovementKind } from "@electroshop/contracts/warehouse"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "../../../modules/warehouse"

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)

export type StockMovementInput = {
  inventory_item_id: string
  stock_location_id: string | null
  kind: StockMovementKind
  quantity: number
  occurred_at: Date
  source_id: string | null
}

type VariantRow = { id: string; manage_inventory?: boolean; inventory_items?: ({ inventory_item_id: string; required_quantity: unknown } | null)[] }

/**
 * An order's units as the ledger's sales: each line's quantity times the units of each stock item its
 * variant is made of (a kit counts its parts), at the moment the order was placed. Nothing for an
 * order already in the ledger: the event bus may deliver `order.placed` twice.
 */
export const orderSalesStep = createStep("stock-movements-order-sales", async ({ order_id }: { order_id: string }, { container }) => {
  const [recorded] = await service(container).listStockMovements({ source_id: order_id, kind: "sold" }, { select: ["id"], take: 1 })
  if (recorded) return new StepResponse([] as StockMovementInput[])
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
  const sales = lines.flatMap(({ variant_id, quantity }) => {
    const variant = variantById.get(variant_id)
    if (!variant?.manage_inventory) return []
    return (variant.inventory_items ?? []).flatMap((part) =>
      part
        ? [
            {
              inventory_item_id: part.inventory_item_id,
              stock_location_id: null,
              kind: "sold" as const,
              quantity: quantity * Number(part.required_quantity ?? 1),
              occurred_at: new Date(created_at),
              source_id: order_id,
            },
          ]
        : [],
    )
  })
  return new StepResponse(sales)
})

/** Movements into the ledger; compensation takes them out again. */
export const recordStockMovementsStep = createStep(
  "stock-movements-record",
  async (movements: StockMovementInput[], { container }) => {
    if (!movements.length) return new StepResponse([] as string[], [] as string[])
    const created = await service(container).createStockMovements(movements)
    const ids = created.map((m) => m.id)
    return new StepResponse(ids, ids)
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
