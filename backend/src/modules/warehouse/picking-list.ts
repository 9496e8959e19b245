import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminPickingListLine, AdminPickingListResponse } from "@electroshop/contracts/warehouse"
import { ShopError } from "../../lib/http/errors"
import { warehouseMessage } from "../../lib/warehouse/messages"
import { walkOrder } from "../../lib/warehouse/walk-order"
import { WAREHOUSE_MODULE, type WarehouseModuleService } from "./index"
import { byId, rowsById } from "../shared/query-rows"

type QueryContainer = Pick<MedusaContainer, "resolve">
type OrderLine = { id: string; product_title: string | null; variant_title: string | null; title: string | null; variant_sku: string | null }
type Order = { id: string; display_id: number; items: (OrderLine | null)[] | null }
type Reservation = { line_item_id: string; inventory_item_id: string; location_id: string; quantity: number | string }

const lineTitle = (line: OrderLine) => [line.product_title ?? line.title, line.variant_title].filter(Boolean).join(" · ")

/**
 * The picking list of these orders: what is reserved for them (the units to take off the shelves), one
 * line per stock item and location with how many go to which order, in the walk's order: by stock
 * location, then by bin; each order with the crate it is picked into. 404 when an order does not exist.
 */
export async function pickingList(container: QueryContainer, orderIds: string[]): Promise<AdminPickingListResponse> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const ids = [...new Set(orderIds)]
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "display_id", "items.id", "items.title", "items.product_title", "items.variant_title", "items.variant_sku"],
    filters: { id: ids },
  })
  const orders = data as unknown as Order[]
  if (orders.length !== ids.length) throw ShopError.notFound(warehouseMessage("picking_order_not_found"))
  const lineOf = new Map(orders.flatMap((order) => (order.items ?? []).flatMap((line) => (line ? [[line.id, { order, line }] as const] : []))))
  const { data: reserved } = lineOf.size
    ? await query.graph({
        entity: "reservation",
        fields: ["line_item_id", "inventory_item_id", "location_id", "quantity"],
        filters: { line_item_id: [...lineOf.keys()] },
      })
    : { data: [] }
  const reservations = reserved as Reservation[]
  const itemIds = reservations.map((r) => r.inventory_item_id)
  const locationIds = reservations.map((r) => r.location_id)
  const warehouse = container.resolve<WarehouseModuleService>(WAREHOUSE_MODULE)
  const [placed, items, locations, crates] = await Promise.all([
    itemIds.length
      ? warehouse.listProductLocations({ inventory_item_id: itemIds, stock_location_id: locationIds })
      : Promise.resolve([] as { stock_location_id: string; inventory_item_id: string; bin: string }[]),
    rowsById(container, "inventory_item", ["sku"], itemIds),
    byId(container, "stock_location", "name", locationIds),
    warehouse.listCrates({ order_id: ids }),
  ])
  const crateOf = new Map(crates.map((c) => [c.order_id!, c]))
  const binOf = new Map<string, string>(placed.map((p) => [`${p.stock_location_id}|${p.inventory_item_id}`, p.bin]))

  const lines = new Map<string, AdminPickingListLine>()
  for (const r of reservations) {
    const { order, line } = lineOf.get(r.line_item_id)!
    const key = `${r.location_id}|${r.inventory_item_id}`
    let entry = lines.get(key)
    if (!entry) {
      entry = {
        stock_location_id: r.location_id,
        stock_location_name: (locations.get(r.location_id) as string | undefined) ?? null,
        bin: binOf.get(key) ?? null,
        inventory_item_id: r.inventory_item_id,
        sku: line.variant_sku ?? (items.get(r.inventory_item_id)?.sku as string | null | undefined) ?? null,
        title: lineTitle(line),
        quantity: 0,
        orders: [],
      }
      lines.set(key, entry)
    }
    const quantity = Number(r.quantity)
    entry.quantity += quantity
    const forOrder = entry.orders.find((o) => o.order_id === order.id)
    if (forOrder) forOrder.quantity += quantity
    else entry.orders.push({ order_id: order.id, display_id: Number(order.display_id), quantity })
  }
  const walk = [...lines.values()].sort(walkOrder)
  for (const line of walk) line.orders.sort((a, b) => a.display_id - b.display_id)
  return {
    orders: orders
      .map((o) => {
        const crate = crateOf.get(o.id)
        return { order_id: o.id, display_id: Number(o.display_id), crate: crate ? { id: crate.id, code: crate.code, name: crate.name } : null }
      })
      .sort((a, b) => a.display_id - b.display_id),
    lines: walk,
  }
}
