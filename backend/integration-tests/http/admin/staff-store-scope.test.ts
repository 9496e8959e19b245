import { beforeAll, describe, expect, it } from "vitest"
import { admin, eventually, store } from "../../helpers/api"
import { cartWith, completeCart, prepareCheckout } from "../../helpers/checkout"
import { colleague } from "../../helpers/staff"
import { t } from "../../../src/lib/shop/messages"

const post = (path: string, json: unknown) => admin(path, { method: "POST", json })

async function placeOrder(handle: string, shippingCode: string, shippingData?: Record<string, unknown>) {
  const cart = await cartWith(handle)
  await prepareCheckout(cart.id, { shippingCode, shippingData })
  const done = await completeCart(cart.id)
  expect(done.status).toBe(200)
  return done.body.order as { id: string; items: { id: string }[] }
}

const PICKUP_PRODUCT = "garmin-venu-3"

let storeId: string
let pickupOrder: { id: string }
let courierOrder: { id: string }

beforeAll(async () => {
  // The seed keeps two display units of everything at the first store; no other test collects this watch there.
  const cart = await cartWith(PICKUP_PRODUCT)
  const { body } = await store(`/store/stores?cart_id=${cart.id}`)
  storeId = body.stores.find((s: { in_stock: boolean }) => s.in_stock).id
  pickupOrder = await placeOrder(PICKUP_PRODUCT, "store-pickup", { stock_location_id: storeId })
  courierOrder = await placeOrder("usb-c-cable-1m", "courier")
})

describe("store staff work in their stores only", () => {
  it("see their stores' orders and stores, and are refused another's order, order routes that span stores, and other stores' stock", async () => {
    const { api } = await colleague(["store_staff"], [storeId])
    // The order joins its store as the order.placed subscriber moves its reservations there.
    const listed = await eventually(
      () => api("/admin/orders?fields=id&limit=100"),
      (res) => res.body.orders?.some((o: { id: string }) => o.id === pickupOrder.id),
    )
    expect(listed.status).toBe(200)
    const ids = listed.body.orders.map((o: { id: string }) => o.id)
    expect(ids).toContain(pickupOrder.id)
    expect(ids).not.toContain(courierOrder.id)
    expect((await api(`/admin/orders?id=${courierOrder.id}`)).body.orders).toEqual([])

    expect((await api(`/admin/orders/${pickupOrder.id}`)).status).toBe(200)
    const other = await api(`/admin/orders/${courierOrder.id}`)
    expect(other.status).toBe(403)
    expect(other.body).toMatchObject({ code: "forbidden", message: t("staff_forbidden_other_store") })
    expect((await api("/admin/returns")).status).toBe(403)

    const locations = await api("/admin/stock-locations?fields=id")
    expect(locations.body.stock_locations.map((l: { id: string }) => l.id)).toEqual([storeId])

    // Stock: their store's level can be set, another location's cannot.
    const reservations = await api("/admin/reservations?limit=100")
    expect(reservations.status).toBe(200)
    expect(reservations.body.reservations.every((r: { location_id: string }) => r.location_id === storeId)).toBe(true)
    const itemId = reservations.body.reservations[0].inventory_item_id as string
    const levels = (await admin(`/admin/inventory-items/${itemId}/location-levels`)).body.inventory_levels as {
      location_id: string
      stocked_quantity: number
    }[]
    const own = levels.find((l) => l.location_id === storeId)!
    const elsewhere = levels.find((l) => l.location_id !== storeId)!
    const setLevel = (level: typeof own) =>
      api(`/admin/inventory-items/${itemId}/location-levels/${level.location_id}`, { method: "POST", json: { stocked_quantity: level.stocked_quantity } })
    expect((await setLevel(own)).status).toBe(200)
    expect((await setLevel(elsewhere)).status).toBe(403)
    // Writes beyond their stores' stock and orders: the whole shop's shipping options.
    const shopWide = await api("/admin/shipping-options", { method: "POST", json: {} })
    expect(shopWide.status).toBe(403)
    expect(shopWide.body).toMatchObject({ code: "forbidden", message: t("staff_forbidden_shop_wide") })
  })

  it("another role giving the same permission lifts the limit; the stores given must exist", async () => {
    const { userId, api } = await colleague(["store_staff", "warehouse"], [storeId])
    expect((await api(`/admin/orders/${courierOrder.id}`)).status).toBe(200)

    const unknown = await post(`/admin/staff/${userId}`, { stock_location_ids: ["sloc_unknown"] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors.stock_location_ids).toEqual([expect.stringContaining("sloc_unknown")])
  })
})
