import { describe, expect, it } from "vitest"
import {
  STOCK_FIGURE_SORTS,
  stockFigureValue,
  type AdminStockFigure,
  type AdminStockFiguresExportResponse,
  type AdminStockFiguresResponse,
} from "@electroshop/contracts/warehouse"
import { admin, eventually, signedIn } from "../../helpers/api"
import { productByHandle } from "../../helpers/checkout"
import { readyOrder } from "../../helpers/warehouse"
import { demoEmail } from "../../helpers/staff"

/**
 * Stock figures (issue 36): per stock item, units sold (orders placed, less cancelled ones) and
 * received (stock added in the admin) over 7, 21, 42 and 90 days, with stock on hand, reserved and
 * days of cover, sortable by every column. The item no other test orders: its figures move only here.
 */
const HANDLE = "usb-c-card-reader"
const warehouse = signedIn(demoEmail("warehouse"))
type Level = { inventory_item_id: string; location_id: string; stocked_quantity: number; reserved_quantity: number }

async function item() {
  const product = await productByHandle(HANDLE)
  const { sku } = product.variants[0]
  const { body } = await admin(`/admin/inventory-items?sku=${encodeURIComponent(sku)}&fields=id,sku,*location_levels`)
  const found = body.inventory_items[0] as { id: string; sku: string; location_levels: Level[] }
  return { ...found, title: product.title as string, level: found.location_levels[0]! }
}

async function figuresOf(sku: string): Promise<AdminStockFigure> {
  const { status, body } = await warehouse<AdminStockFiguresResponse>(`/admin/stock-figures?q=${encodeURIComponent(sku)}`)
  expect(status).toBe(200)
  return body.stock_figures.find((f) => f.sku === sku)!
}

const settled = (sku: string, check: (f: AdminStockFigure) => boolean) => eventually(() => figuresOf(sku), check)

const setStocked = (level: Level, stocked: number) =>
  admin(`/admin/inventory-items/${level.inventory_item_id}/location-levels/${level.location_id}`, { method: "POST", json: { stocked_quantity: stocked } })

describe("stock figures", () => {
  it("count an order's units as sold until it is cancelled, and stock added in the admin as received", async () => {
    const { sku, title, level } = await item()
    const before = await figuresOf(sku)
    expect(before.title.startsWith(title)).toBe(true)
    expect(before.available).toBe(before.on_hand - before.reserved)

    const order = await readyOrder([HANDLE])
    const sold = await settled(sku, (f) => f.sold["7"] === before.sold["7"] + 1)
    expect(sold.sold).toEqual({ "7": before.sold["7"] + 1, "21": before.sold["21"] + 1, "42": before.sold["42"] + 1, "90": before.sold["90"] + 1 })
    expect(sold.reserved).toBe(before.reserved + 1)
    // Days of cover: what is available, at the last 90 days' average daily sales.
    expect(sold.days_of_cover).toBe(Math.floor(Math.max(sold.available, 0) / (sold.sold["90"] / 90)))

    // Three added, one taken away (a count that found less is no receipt), two added by the stock editor's bulk batch.
    expect((await setStocked(level, Number(level.stocked_quantity) + 3)).status).toBe(200)
    await settled(sku, (f) => f.received["7"] === before.received["7"] + 3)
    expect((await setStocked(level, Number(level.stocked_quantity) + 2)).status).toBe(200)
    const bulk = await admin("/admin/inventory-items/location-levels/batch", {
      method: "POST",
      json: { update: [{ inventory_item_id: level.inventory_item_id, location_id: level.location_id, stocked_quantity: Number(level.stocked_quantity) + 4 }] },
    })
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200)
    const received = await settled(sku, (f) => f.received["90"] === before.received["90"] + 5)
    expect(received.received["7"]).toBe(before.received["7"] + 5)
    expect(received.on_hand).toBe(before.on_hand + 4)

    expect((await admin(`/admin/orders/${order.id}/cancel`, { method: "POST", json: {} })).status).toBe(200)
    const cancelled = await settled(sku, (f) => f.sold["7"] === before.sold["7"])
    expect(cancelled.sold).toEqual(before.sold)
    expect(cancelled.reserved).toBe(before.reserved)
  })

  it("sort by every column, nulls last, page by 50, and refuse an unknown column by name", async () => {
    for (const sort of STOCK_FIGURE_SORTS) {
      for (const direction of ["asc", "desc"] as const) {
        const { status, body } = await warehouse<AdminStockFiguresResponse>(`/admin/stock-figures?sort=${sort}&direction=${direction}&limit=200`)
        expect(status).toBe(200)
        const values = body.stock_figures.map((f) => stockFigureValue(f, sort))
        const present = values.filter((v) => v !== null)
        // Nulls (no SKU, no sales to cover) come after every value.
        expect(values.slice(0, present.length)).toEqual(present)
        // A stable sort of what came keeps the answer's order among equals (by SKU).
        const sign = direction === "asc" ? 1 : -1
        const sorted = [...present].sort((a, b) => sign * (typeof a === "string" ? a.localeCompare(String(b)) : Number(a) - Number(b)))
        expect(present, `${sort} ${direction}`).toEqual(sorted)
      }
    }
    const { body: first } = await warehouse<AdminStockFiguresResponse>("/admin/stock-figures")
    expect(first.stock_figures).toHaveLength(Math.min(50, first.count))
    expect(first.count).toBeGreaterThan(50)

    const refused = await warehouse<{ errors: Record<string, string[]> }>("/admin/stock-figures?sort=price")
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.errors)).toEqual(["sort"])
    expect((await signedIn(demoEmail("content_editor"))("/admin/stock-figures")).status).toBe(403)
  })

  it("export every stock item the search finds at once, in the list's order, and refuse what the list refuses", async () => {
    // A figure many items share: ties too are broken as the list breaks them.
    const query = "q=usb-c&sort=received_90&direction=asc"
    const { body: list } = await warehouse<AdminStockFiguresResponse>(`/admin/stock-figures?${query}&limit=200`)
    expect(list.count).toBeGreaterThan(1)
    expect(list.count).toBeLessThanOrEqual(200)
    const exported = await warehouse<AdminStockFiguresExportResponse>(`/admin/stock-figures/export?${query}`)
    expect(exported.status).toBe(200)
    const ids = (figures: AdminStockFigure[]) => figures.map((f) => f.inventory_item_id)
    expect(ids(exported.body.stock_figures)).toEqual(ids(list.stock_figures))

    // Unpaged: more than the list's page of 50.
    const { body: first } = await warehouse<AdminStockFiguresResponse>("/admin/stock-figures")
    const { body: all } = await warehouse<AdminStockFiguresExportResponse>("/admin/stock-figures/export")
    expect(all.stock_figures).toHaveLength(first.count)

    const refused = await warehouse<{ errors: Record<string, string[]> }>("/admin/stock-figures/export?sort=price")
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.errors)).toEqual(["sort"])
    expect((await signedIn(demoEmail("content_editor"))("/admin/stock-figures/export")).status).toBe(403)
  })
})
