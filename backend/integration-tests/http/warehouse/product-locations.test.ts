import { describe, expect, it } from "vitest"
import type { AdminPickingListResponse, AdminProductLocation, AdminProductLocationsResponse } from "@electroshop/contracts/warehouse"
import { signedIn, store } from "../../helpers/api"
import { addItem, cartWith, completeCart, inStock, prepareCheckout, productByHandle } from "../../helpers/checkout"
import { colleague, demoEmail } from "../../helpers/staff"
import { t } from "../../../src/lib/shop/messages"
import { warehouseMessage } from "../../../src/lib/warehouse/messages"

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

async function order(handles: string[]) {
  const cart = await cartWith(handles[0]!)
  for (const handle of handles.slice(1)) expect((await addItem(cart.id, inStock(await productByHandle(handle)).id)).status).toBe(200)
  await prepareCheckout(cart.id, {})
  const placed = await completeCart(cart.id)
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  return placed.body.order as { id: string; display_id: number }
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
  it("walks one order or a batch by bin, naturally ordered, items without a bin last", async () => {
    const first = await order(["usb-c-cable-1m", "anker-powerbank-10000"])
    const second = await order(["usb-c-cable-1m"])
    const skuOf = async (handle: string) => inStock(await productByHandle(handle)).sku as string
    const [cableSku, powerbankSku] = [await skuOf("usb-c-cable-1m"), await skuOf("anker-powerbank-10000")]
    const { body: before } = await list([first.id])
    expect(before.lines.map((l) => l.sku).sort()).toEqual([cableSku, powerbankSku].sort())
    const location = before.lines[0]!.stock_location_id
    expect(before.lines[1]!.stock_location_id).toBe(location)
    const cableBin = await seededBin(cableSku, location)
    const powerbankBin = await seededBin(powerbankSku, location)
    expect((await move(cableBin.id, "Q-10")).status).toBe(200)
    expect((await move(powerbankBin.id, "Q-9")).status).toBe(200)

    const batch = await list([second.id, first.id, first.id])
    expect(batch.status, JSON.stringify(batch.body)).toBe(200)
    expect(batch.body.orders.map((o) => o.order_id)).toEqual([first, second].sort((a, b) => a.display_id - b.display_id).map((o) => o.id))
    // The second order's cable may be reserved at another location (Medusa takes the first with stock): its own line there.
    const here = batch.body.lines.filter((l) => l.stock_location_id === location)
    expect(here.map((l) => [l.sku, l.bin])).toEqual([
      [powerbankBin.sku, "Q-9"],
      [cableBin.sku, "Q-10"],
    ])
    expect(here[0]!.stock_location_name).toBeTruthy()
    expect(here[1]!.orders).toContainEqual({ order_id: first.id, display_id: first.display_id, quantity: 1 })
    const cables = batch.body.lines.filter((l) => l.sku === cableSku)
    expect(cables.flatMap((l) => l.orders.map((o) => o.order_id)).sort()).toEqual([first.id, second.id].sort())
    for (const line of batch.body.lines) expect(line.quantity).toBe(line.orders.reduce((sum, o) => sum + o.quantity, 0))
    const locations = batch.body.lines.map((l) => l.stock_location_id)
    expect(locations).toEqual([...new Set(locations)].flatMap((id) => locations.filter((l) => l === id)))

    expect((await remove(powerbankBin.id)).status).toBe(200)
    const { body: after } = await list([first.id])
    expect(after.lines.map((l) => [l.sku, l.bin])).toEqual([
      [cableBin.sku, "Q-10"],
      [powerbankBin.sku, null],
    ])

    const missing = await list(["order_none"])
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(warehouseMessage("picking_order_not_found"))
    expect((await warehouse<Answer<object>>("/admin/picking/list")).body.errors).toHaveProperty("order_id")
  })
})
