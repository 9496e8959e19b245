import { describe, expect, it } from "vitest"
import { VARIANT } from "../../helpers/api"
import {
  addItem,
  answersByCode,
  completeCart,
  completeRetryingBusy,
  createCart,
  inStock,
  leaveOneUnit,
  orderNumbers,
  prepareCheckout,
  productByHandle,
  setStock,
} from "../../helpers/checkout"

/**
 * Shoppers completing carts at the same moment: the locks and reservations are the same code in
 * both variants, so scripts/test.mjs runs this file in the first variant only (and .ci/run again
 * with Redis's locks).
 */

// What a shopper who lost the race for the last unit reads, in the shop language.
const SOLD_OUT_MESSAGE =
  VARIANT === "cz"
    ? "Zboží z košíku už není skladem v požadovaném množství. Upravte prosím košík."
    : "Produsele din coș nu mai sunt în stoc în cantitatea cerută. Vă rugăm să modificați coșul."

describe("concurrency", () => {
  it("never sells the last unit twice", async () => {
    const product = await productByHandle("google-pixel-8-pouzity-c")
    const variant = product.variants[0]
    expect((await leaveOneUnit(variant)).length).toBe(2)

    const carts = await Promise.all([createCart(), createCart(), createCart()])
    for (const cart of carts) {
      expect((await addItem(cart.id, variant.id)).status).toBe(200)
      await prepareCheckout(cart.id, { provider: "pp_system_default" })
    }
    const results = await Promise.all(carts.map((c) => completeCart(c.id)))
    const orders = results.filter((r) => r.status === 200 && r.body.type === "order")
    expect(orders).toHaveLength(1)
    expect((await productByHandle("google-pixel-8-pouzity-c")).variants[0].inventory_quantity).toBe(0)
  })

  it("sells the last unit of each location to two shoppers at once", async () => {
    // Medusa picks a line's location from availability read before the reservation's lock, so
    // both shoppers may pick the same location; the loser must still get the other one's unit.
    const product = await productByHandle("samsung-galaxy-watch-ultra")
    const variant = product.variants[0]
    expect((await setStock(variant, () => 1)).length).toBe(2)
    const carts = await Promise.all([createCart(), createCart()])
    for (const cart of carts) {
      expect((await addItem(cart.id, variant.id)).status).toBe(200)
      await prepareCheckout(cart.id, { provider: "pp_system_default" })
    }
    const results = await Promise.all(carts.map((c) => completeCart(c.id)))
    expect(results.map((r) => [r.status, r.body.type])).toEqual([
      [200, "order"],
      [200, "order"],
    ])
    expect((await productByHandle("samsung-galaxy-watch-ultra")).variants[0].inventory_quantity).toBe(0)
  })

  it("completes a cart into one order even when submitted twice at once", async () => {
    const phone = await productByHandle("samsung-galaxy-a56")
    const cart = await createCart()
    await addItem(cart.id, inStock(phone).id)
    await prepareCheckout(cart.id)
    const results = await Promise.all([completeCart(cart.id), completeCart(cart.id)])
    const orderIds = new Set(results.filter((r) => r.body?.type === "order").map((r) => r.body.order.id))
    expect(orderIds.size).toBe(1)
  })

  it("answers 40 shoppers racing for the last unit with one order and clear 409s, never a 5xx", async () => {
    const product = await productByHandle("apple-ipad-9-pouzity-d")
    const variant = product.variants[0]
    await leaveOneUnit(variant)
    const numbered = (await orderNumbers()).length
    const carts: any[] = []
    const prepStarted = Date.now()
    // prepared in groups, so that only the completions race
    for (let i = 0; i < 4; i++) {
      carts.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async () => {
            const cart = await createCart()
            expect((await addItem(cart.id, variant.id)).status).toBe(200)
            await prepareCheckout(cart.id, { provider: "pp_system_default" })
            return cart
          }),
        )),
      )
    }
    // As the storefront places orders: a checkout_busy (the outcome still open) is tried again a moment later.
    const raceStarted = Date.now()
    const results = await Promise.all(carts.map((c) => completeRetryingBusy(c.id)))
    const byCode = answersByCode(results.map(({ status, body }) => ({ status, code: body?.code ?? body?.type })))
    console.log(
      `[race] prepared in ${((raceStarted - prepStarted) / 1000).toFixed(1)} s, raced in ${((Date.now() - raceStarted) / 1000).toFixed(1)} s: ${JSON.stringify(byCode)}`,
    )
    expect(results.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([])
    const orders = results.filter((r) => r.status === 200 && r.body.type === "order")
    expect(orders).toHaveLength(1)
    // The refused checkouts took no number: the order is the next one, and the shop's numbers go up by one.
    expect(orders[0].body.order.display_id).toBe(numbered + 1)
    expect(await orderNumbers()).toEqual(Array.from({ length: numbered + 1 }, (_, i) => i + 1))
    const refused = results.filter((r) => r.body.type !== "order")
    expect(refused).toHaveLength(39)
    // The unit is sold by then: every loser reads that, none is left with "try again later" (checkout_busy).
    for (const r of refused) {
      expect({ status: r.status, type: r.body.type, code: r.body.code }).toEqual({ status: 409, type: "conflict", code: "insufficient_stock" })
      expect(r.body.message).toBe(SOLD_OUT_MESSAGE)
    }
    expect((await productByHandle("apple-ipad-9-pouzity-d")).variants[0].inventory_quantity).toBe(0)
  }, 300_000)
})
