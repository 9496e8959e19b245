import { describe, expect, it } from "vitest"
import type { AdminPickingListResponse, AdminProductLocation, AdminProductLocationsResponse } from "@electroshop/contracts/warehouse"
import { signedIn, store } from "../../helpers/api"
import { cartWith, inStock, productByHandle } from "../../helpers/checkout"
import { colleague, demoEmail } from "../../helpers/staff"
import { readyOrder } from "../../helpers/warehouse"
import { t } from "../../../src/lib/shop/messages"
import { warehouseMessage } from "../../../src/lib/warehouse/messages"
import { walkOrder } from "../../../src/lib/warehouse/walk-order"

/**
 * Product locations (bins) and the picking list (issue 36): staff assign, move and remove an item's
 * bin per stock location with the specification's errors, and the picking list of one order or a
 * batch walks the shelves by bin (A-2 before A-10, items without a bin last).
 */
const warehouse = signedIn(demoEmail("warehouse"))
type Answer<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> }

const bins = (query: string) => warehouse<AdminProductLocationsResponse>(`/admin/picking/locations?${query}`)
const assign = (json: Record<string, unknown>, as = warehouse) =>
  as<Answer<{ product_location: AdminProductLocation }>>("/admin/picking/locations", { method: "POST", json })
const move = (id: string, bin: string) =>
  warehouse<Answer<{ product_location: AdminProductLocation }>>(`/admin/picking/locations/${id}`, { method: "POST", json: { bin } })
const remove = (id: string) => warehouse<Answer<{ deleted: boolean }>>(`/admin/picking/locations/${id}`, { method: "DELETE" })
const list = (orderIds: string[]) => warehouse<Answer<AdminPickingListResponse>>(`/admin/picking/list?${orderIds.map((id) => `order_id=${id}`).join("&")}`)

/** The item's bin at the location the seed gave it one (every stocked item has one). */
async function seededBin(sku: string, stockLocationId?: string) {
  const { body } = await bins(`q=${encodeURIComponent(sku)}${stockLocationId ? `&stock_location_id=${stockLocationId}` : ""}`)
  const found = body.product_locations.find((p) => p.sku === sku)
  expect(found, `a bin of ${sku}`).toBeDefined()
  return found!
}

describe("product locations", () => {
  it("assigns, moves and removes an item's bin with the field's errors", async () => {
    const sku = inStock(await productByHandle("samsung-galaxy-watch-7")).sku as string
    const seeded = await seededBin(sku)
    expect(seeded.bin).toMatch(/^[A-Z]-\d\d-\d\d$/)
    expect(seeded.title).toBeTruthy()

    const twice = await assign({ stock_location_id: seeded.stock_location_id, sku, bin: "C-01-01" })
    expect(twice.status).toBe(400)
    expect(twice.body.errors).toEqual({ sku: [warehouseMessage("product_location_exists", { bin: seeded.bin })] })
    const unknown = await assign({ stock_location_id: seeded.stock_location_id, sku: "NO-SUCH-SKU", bin: "C-01-01" })
    expect(unknown.body.errors).toEqual({ sku: [warehouseMessage("sku_not_in_inventory")] })
    const badBin = await assign({ stock_location_id: seeded.stock_location_id, sku, bin: "a 1" })
    expect(badBin.status).toBe(400)
    expect(badBin.body.errors).toEqual({ bin: [t("invalid_bin")] })

    const moved = await move(seeded.id, " z-99-01 ")
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.product_location).toMatchObject({ id: seeded.id, sku, bin: "Z-99-01" })
    expect((await move(seeded.id, "Z 99")).body.errors).toEqual({ bin: [t("invalid_bin")] })
    expect((await bins(`stock_location_id=${seeded.stock_location_id}&q=z-99`)).body.product_locations.map((p) => p.sku)).toContain(sku)

    expect((await remove(seeded.id)).status).toBe(200)
    const gone = await remove(seeded.id)
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe(warehouseMessage("product_location_not_found"))
    expect((await move(seeded.id, "Z-99-02")).status).toBe(404)

    const again = await assign({ stock_location_id: seeded.stock_location_id, sku, bin: "Z-99-02" })
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    expect(again.body.product_location).toMatchObject({ stock_location_id: seeded.stock_location_id, sku, bin: "Z-99-02" })
  })

  it("are the warehouse's: store staff see and change only their stores' bins, a content editor none", async () => {
    const { body } = await store(`/store/stores?cart_id=${(await cartWith("garmin-venu-3")).id}`)
    const storeId = body.stores[0].id as string
    const { api } = await colleague(["store_staff"], [storeId])
    const theirs = await api<AdminProductLocationsResponse>("/admin/picking/locations?limit=200")
    expect(theirs.status).toBe(200)
    expect(theirs.body.product_locations.length).toBeGreaterThan(0)
    expect(theirs.body.product_locations.every((p) => p.stock_location_id === storeId)).toBe(true)
    const elsewhere = (await bins("limit=200")).body.product_locations.find((p) => p.stock_location_id !== storeId)!
    expect((await assign({ stock_location_id: elsewhere.stock_location_id, sku: elsewhere.sku, bin: "S-01" }, api)).status).toBe(403)
    expect((await api(`/admin/picking/locations/${elsewhere.id}`, { method: "DELETE" })).status).toBe(403)
    expect((await signedIn(demoEmail("content_editor"))("/admin/picking/locations")).status).toBe(403)
  })
})

describe("picking list", () => {
  it("walks one order or a batch by location and bin, with the units per order, items without a bin last", async () => {
    const first = await readyOrder(["usb-c-cable-1m", "anker-powerbank-10000"])
    const second = await readyOrder(["usb-c-cable-1m"])
    const skuOf = async (handle: string) => inStock(await productByHandle(handle)).sku as string
    const [cableSku, powerbankSku] = [await skuOf("usb-c-cable-1m"), await skuOf("anker-powerbank-10000")]
    const { body: before } = await list([first.id])
    expect(before.lines.map((l) => l.sku).sort()).toEqual([cableSku, powerbankSku].sort())
    // Each item's bin where it is reserved (Medusa takes the first location with stock: the cable may lie elsewhere).
    const [cableLine, powerbankLine] = [cableSku, powerbankSku].map((sku) => before.lines.find((l) => l.sku === sku)!)
    const cableBin = await seededBin(cableSku, cableLine!.stock_location_id)
    const powerbankBin = await seededBin(powerbankSku, powerbankLine!.stock_location_id)
    expect((await move(cableBin.id, "Q-10")).status).toBe(200)
    expect((await move(powerbankBin.id, "Q-9")).status).toBe(200)

    const batch = await list([second.id, first.id, first.id])
    expect(batch.status, JSON.stringify(batch.body)).toBe(200)
    expect(batch.body.orders.map((o) => o.order_id)).toEqual([first, second].sort((a, b) => a.display_id - b.display_id).map((o) => o.id))
    const lines = batch.body.lines
    expect(lines.find((l) => l.sku === cableSku && l.stock_location_id === cableLine!.stock_location_id)!.bin).toBe("Q-10")
    expect(lines.find((l) => l.sku === powerbankSku)).toMatchObject({ bin: "Q-9", quantity: 1, orders: [{ order_id: first.id, quantity: 1 }] })
    expect(lines.every((l) => l.stock_location_name)).toBe(true)
    // The walk: by location, bins in natural order (Q-9 before Q-10), lines without a bin last (lib/warehouse/walk-order.ts).
    expect(lines).toEqual([...lines].sort(walkOrder))
    if (cableLine!.stock_location_id === powerbankLine!.stock_location_id)
      expect(lines.findIndex((l) => l.sku === powerbankSku)).toBeLessThan(lines.findIndex((l) => l.sku === cableSku))
    const cables = lines.filter((l) => l.sku === cableSku)
    expect(cables.flatMap((l) => l.orders.map((o) => o.order_id)).sort()).toEqual([first.id, second.id].sort())
    for (const line of lines) expect(line.quantity).toBe(line.orders.reduce((sum, o) => sum + o.quantity, 0))

    expect((await remove(powerbankBin.id)).status).toBe(200)
    const { body: after } = await list([first.id])
    expect(after.lines.find((l) => l.sku === powerbankSku)!.bin).toBeNull()
    expect(after.lines).toEqual([...after.lines].sort(walkOrder))

    const missing = await list(["order_none"])
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(warehouseMessage("picking_order_not_found"))
    expect((await warehouse<Answer<object>>("/admin/picking/list")).body.errors).toHaveProperty("order_id")
  })
})
