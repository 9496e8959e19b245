import { PICKING_BATCH_MAX, type AdminPickingListLine } from "@electroshop/contracts/warehouse"

/**
 * The picking list's URL (issue 36): one order, or a batch of them picked in one walk, as repeated
 * `order_id`s (`/picking/list?order_id=order_1&order_id=order_2`), each once, in the order chosen.
 */
export function pickingListPath(orderIds: readonly string[]): string {
  const params = new URLSearchParams()
  for (const id of new Set(orderIds)) params.append("order_id", id)
  return `/picking/list?${params}`
}

/** The orders of the picking list's URL, each once, without empty values. */
export function orderIdsFromParams(params: URLSearchParams): string[] {
  return [...new Set(params.getAll("order_id").map((id) => id.trim()))].filter(Boolean)
}

/** The queue's chosen orders after a row's checkbox changed: added at the end, up to PICKING_BATCH_MAX, or removed. */
export function toggleOrder(selected: readonly string[], orderId: string, chosen: boolean): string[] {
  if (!chosen) return selected.filter((id) => id !== orderId)
  if (selected.includes(orderId) || selected.length >= PICKING_BATCH_MAX) return [...selected]
  return [...selected, orderId]
}

export type StockLocationLines = { stock_location_id: string; stock_location_name: string | null; lines: AdminPickingListLine[] }

/** The list's lines under their stock location, in the walk's order the server gives (by location, then bin). */
export function linesByStockLocation(lines: readonly AdminPickingListLine[]): StockLocationLines[] {
  const groups = new Map<string, StockLocationLines>()
  for (const line of lines) {
    const { stock_location_id, stock_location_name } = line
    const group = groups.get(stock_location_id) ?? { stock_location_id, stock_location_name, lines: [] }
    group.lines.push(line)
    groups.set(stock_location_id, group)
  }
  return [...groups.values()]
}

/** Which orders of a batch get how many units of a line: "#12 × 1, #14 × 2". */
export const orderSplit = (orders: AdminPickingListLine["orders"]) => orders.map((o) => `#${o.display_id} × ${o.quantity}`).join(", ")
