import { describe, expect, it } from "vitest"
import type { AdminPickingListLine } from "@electroshop/contracts/warehouse"
import { linesByStockLocation, orderIdsFromParams, orderSplit, pickingListPath, toggleOrder } from "./picking-list"

const line = (stock_location_id: string, bin: string | null, sku: string): AdminPickingListLine => ({
  stock_location_id,
  stock_location_name: stock_location_id === "sloc_1" ? "Praha" : "Brno",
  bin,
  inventory_item_id: `iitem_${sku}`,
  sku,
  title: sku,
  quantity: 1,
  orders: [{ order_id: "order_1", display_id: 12, quantity: 1 }],
})

describe("picking list", () => {
  it("puts the chosen orders in the URL, each once, and reads them back", () => {
    const path = pickingListPath(["order_1", "order_2", "order_1"])
    expect(path).toBe("/picking/list?order_id=order_1&order_id=order_2")
    expect(orderIdsFromParams(new URL(path, "http://admin").searchParams)).toEqual(["order_1", "order_2"])
  })

  it("reads no empty or repeated order from the URL", () => {
    expect(orderIdsFromParams(new URLSearchParams("order_id=&order_id=%20order_1%20&order_id=order_1"))).toEqual(["order_1"])
    expect(orderIdsFromParams(new URLSearchParams(""))).toEqual([])
  })

  it("chooses and unchooses orders, at most 20", () => {
    expect(toggleOrder([], "order_1", true)).toEqual(["order_1"])
    expect(toggleOrder(["order_1"], "order_1", true)).toEqual(["order_1"])
    expect(toggleOrder(["order_1", "order_2"], "order_1", false)).toEqual(["order_2"])
    const full = Array.from({ length: 20 }, (_, i) => `order_${i}`)
    expect(toggleOrder(full, "order_99", true)).toEqual(full)
    expect(toggleOrder(full, "order_0", false)).toHaveLength(19)
  })

  it("groups the lines under their stock location, keeping the walk's order", () => {
    const lines = [line("sloc_2", "A-1", "a"), line("sloc_2", null, "b"), line("sloc_1", "B-2", "c"), line("sloc_2", "A-2", "d")]
    const groups = linesByStockLocation(lines)
    expect(groups.map((g) => [g.stock_location_name, g.lines.map((l) => l.sku)])).toEqual([
      ["Brno", ["a", "b", "d"]],
      ["Praha", ["c"]],
    ])
    expect(linesByStockLocation([])).toEqual([])
  })

  it("tells which order of a batch gets how many units", () => {
    expect(
      orderSplit([
        { order_id: "order_1", display_id: 12, quantity: 1 },
        { order_id: "order_2", display_id: 14, quantity: 2 },
      ]),
    ).toBe("#12 × 1, #14 × 2")
  })
})
