import { describe, expect, it } from "vitest"
import { ISIC_PROMOTION_CODE } from "@electroshop/contracts/promotion"
import { admin, store, variantRegion } from "../../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"

const FAKE_ISIC_URL = process.env.FAKE_ISIC_URL!
const messages = { cs: "Kartu ISIC s tímto číslem", ro: "Cardul ISIC cu acest număr" }

/** A card the stand-in verification endpoint knows, with a number no other test uses. */
let issued = 0
async function registeredCard(holder = "Petra Dvořáková") {
  const cardNumber = `S${String(Date.now() * 10 + (issued++ % 10)).slice(-12)}K`
  const res = await fetch(`${FAKE_ISIC_URL}/__cards`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cardNumber, cardHolder: holder }),
  })
  expect(res.status).toBe(204)
  return { cardNumber, cardHolder: holder }
}

async function cartWithItem() {
  const product = await productByHandle("anker-powerbank-10000")
  const cart = await createCart()
  expect((await addItem(cart.id, product.variants[0].id)).status).toBe(200)
  return cart.id as string
}

const cartOf = async (id: string) => (await store(`/store/carts/${id}?fields=id,discount_total,total,metadata,*promotions`)).body.cart
const applyIsic = (cartId: string, body: unknown) => store(`/store/carts/${cartId}/isic`, { method: "POST", json: body })

describe("ISIC card discount", () => {
  it("verifies the card, applies the ISIC promotion and keeps the masked card on the order", async () => {
    const card = await registeredCard()
    const cartId = await cartWithItem()
    // Spaces and lower case as people type the number; the holder's name without diacritics.
    const typed = `${card.cardNumber.slice(0, 4).toLowerCase()} ${card.cardNumber.slice(4)}`
    const { status, body } = await applyIsic(cartId, { cardNumber: typed, cardHolder: "petra dvorakova" })
    expect(status).toBe(200)
    expect(body.isic.card).toBe(`${card.cardNumber[0]}********${card.cardNumber.slice(9)}`)

    const cart = await cartOf(cartId)
    expect(cart.promotions.map((p: { code: string }) => p.code)).toEqual([ISIC_PROMOTION_CODE])
    expect(cart.discount_total).toBeGreaterThan(0)
    expect(JSON.stringify(cart.metadata)).not.toContain(card.cardNumber)

    await prepareCheckout(cartId, { email: `isic-${Date.now()}@example.com` })
    const order = await completeCart(cartId)
    expect(order.body.type).toBe("order")
    expect(order.body.order.discount_total).toBeGreaterThan(0)
    const { body: saved } = await admin(`/admin/orders/${order.body.order.id}?fields=id,metadata`)
    // The shopper's order page shows the discount by its promotion.
    const own = await store(`/store/orders/${order.body.order.id}?fields=*promotions`)
    expect(own.body.order.promotions.map((p: { code: string }) => p.code)).toEqual([ISIC_PROMOTION_CODE])
    expect(saved.order.metadata?.isic).toMatchObject({ card: body.isic.card, holder: "petra dvorakova" })
  })

  it("refuses a card the endpoint does not confirm, a second card, a bad number and typing the code, each at its field", async () => {
    const cartId = await cartWithItem()
    const unknown = await applyIsic(cartId, { cardNumber: "S999999999999Z", cardHolder: "Nikdo Neznámý" })
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.body.errors)).toEqual(["cardNumber"])
    expect(unknown.body.errors.cardNumber[0]).toContain(messages[process.env.SHOP_VARIANT === "ro" ? "ro" : "cs"])
    expect((await cartOf(cartId)).promotions).toEqual([])

    const bad = await applyIsic(cartId, { cardNumber: "1234", cardHolder: "" })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["cardHolder", "cardNumber"])
    expect(bad.body.error_codes.cardNumber).toBe("invalid_isic")

    const first = await registeredCard("Eva Malá")
    expect((await applyIsic(cartId, first)).status).toBe(200)
    // The same card again changes nothing; another card is refused: one per order.
    expect((await applyIsic(cartId, first)).status).toBe(200)
    const second = await applyIsic(cartId, await registeredCard("Jiří Velký"))
    expect(second.status).toBe(400)
    expect(second.body.error_codes.cardNumber).toBe("isic_one_per_order")

    const typedCode = await store(`/store/carts/${await cartWithItem()}/promotions`, { method: "POST", json: { promo_codes: ["isic"] } })
    expect(typedCode.status).toBe(400)
    expect(Object.keys(typedCode.body.errors)).toEqual(["promo_codes"])
    // Medusa's cart creation takes promo_codes too: a new cart gets no discount for an unchecked card either.
    const created = await store("/store/carts", { method: "POST", json: { region_id: (await variantRegion()).id, promo_codes: ["ISIC"] } })
    expect(created.status).toBe(400)
    expect(Object.keys(created.body.errors)).toEqual(["promo_codes"])
  })

  it("says the check is unavailable when the endpoint fails, and takes the card off again", async () => {
    const card = await registeredCard("Tomáš Rychlý")
    const cartId = await cartWithItem()
    await fetch(`${FAKE_ISIC_URL}/__fail`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ status: 502 }) })
    const failed = await applyIsic(cartId, card)
    expect(failed.status).toBe(503)
    expect(failed.body.code).toBe("isic_unavailable")
    expect((await cartOf(cartId)).promotions).toEqual([])

    expect((await applyIsic(cartId, card)).status).toBe(200)
    const removed = await store(`/store/carts/${cartId}/isic`, { method: "DELETE" })
    expect(removed.status).toBe(200)
    const cart = await cartOf(cartId)
    expect(cart.promotions).toEqual([])
    expect(cart.metadata?.isic ?? null).toBeNull()
  })
})
