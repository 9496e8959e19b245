import { describe, expect, it } from "vitest"
import { walkOrder, type WalkStop } from "./walk-order"

const stop = (bin: string | null, location = "Sklad Praha", sku = "SKU"): WalkStop => ({
  stock_location_id: `sloc_${location}`,
  stock_location_name: location,
  bin,
  sku,
})

describe("a picking list's walk", () => {
  it("orders bins as the shelves run: numbers by value, not by letter", () => {
    const walk = [stop("A-10"), stop("B-1"), stop("A-2"), stop("A-02-10"), stop("A-02-9")].sort(walkOrder)
    expect(walk.map((s) => s.bin)).toEqual(["A-2", "A-02-9", "A-02-10", "A-10", "B-1"])
  })

  it("walks one stock location after another, and leaves items without a bin to the end of each", () => {
    const walk = [stop(null, "Brno"), stop("C-1", "Praha"), stop("A-1", "Praha"), stop("Z-9", "Brno"), stop(null, "Praha", "A"), stop(null, "Praha", "B")].sort(
      walkOrder,
    )
    expect(walk.map((s) => `${s.stock_location_name} ${s.bin ?? "-"} ${s.sku}`)).toEqual([
      "Brno Z-9 SKU",
      "Brno - SKU",
      "Praha A-1 SKU",
      "Praha C-1 SKU",
      "Praha - A",
      "Praha - B",
    ])
  })
})
