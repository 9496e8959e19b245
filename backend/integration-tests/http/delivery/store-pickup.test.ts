import { describe, expect, it } from "vitest"
import { db, eventually, store } from "../../helpers/api"
import { cartWith, completeCart, prepareCheckout } from "../../helpers/checkout"

/** Where the reservations of these order lines are held (Medusa's inventory module). */
async function reservedAt(lineItemIds: string[]): Promise<string[]> {
  const client = db()
  await client.connect()
  try {
    const { rows } = await client.query(`select location_id from reservation_item where line_item_id = any($1) and deleted_at is null`, [lineItemIds])
    return rows.map((r) => r.location_id as string)
  } finally {
    await client.end()
  }
}

describe("store pickup", () => {
  it("moves the order's reservation from the warehouse to the store the shopper collects at", async () => {
    // The seed keeps display units of everything at the first store; Medusa reserves at the warehouse, listed first.
    const cart = await cartWith("samsung-galaxy-watch-7")
    const { body } = await store(`/store/stores?cart_id=${cart.id}`)
    const chosen = body.stores.find((s: { in_stock: boolean }) => s.in_stock)
    expect(chosen, "a store with the item in stock").toBeTruthy()
    await prepareCheckout(cart.id, { shippingCode: "store-pickup", shippingData: { stock_location_id: chosen.id } })
    const done = await completeCart(cart.id)
    expect(done.status).toBe(200)
    const lines = done.body.order.items.map((i: { id: string }) => i.id)
    // The order.placed subscriber moves it.
    const locations = await eventually(
      () => reservedAt(lines),
      (at) => at.length > 0 && at.every((id) => id === chosen.id),
    )
    expect(locations).toEqual([chosen.id])
  })
})
