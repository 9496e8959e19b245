import { describe, expect, it } from "vitest"
import { CURRENCY, VARIANT, admin, store, variantRegion } from "../../helpers/api"
import { addItem, shippingPrices, completeCart, createCart, inStock, prepareCheckout, productByHandle } from "../../helpers/checkout"

describe("checkout", () => {
  it("offers courier, pickup point and store pickup (the carriers also cash on delivery), and test payment, card, bank transfer and cash on delivery", async () => {
    const cart = await createCart()
    const powerbank = await productByHandle("xiaomi-powerbank-20000")
    await addItem(cart.id, inStock(powerbank).id)
    const prices = await shippingPrices(cart.id)
    expect(Object.keys(prices).sort()).toEqual(["courier", "courier-cod", "pickup-point", "pickup-point-cod", "store-pickup"])
    // One powerbank (440 g) is in the courier's first weight band (under 500 g).
    expect(prices.courier).toBe(VARIANT === "cz" ? 129 : 25)

    const { body: providers } = await store(`/store/payment-providers?region_id=${cart.region_id}`)
    // Installments with each country's partner: Home Credit in Czechia, TBI Bank in Romania.
    const installments = VARIANT === "cz" ? ["pp_home-credit_home-credit"] : ["pp_tbi_tbi"]
    expect(providers.payment_providers.map((p: any) => p.id).sort()).toEqual(
      // Leasing in both regions, for carts whose lines are all leased (leasing.test.ts).
      [
        "pp_bank-transfer_bank-transfer",
        "pp_cash-on-delivery_cash-on-delivery",
        "pp_comgate_comgate",
        ...installments,
        "pp_leasing_leasing",
        "pp_system_default",
      ].sort(),
    )
  })

  it("delivers free from 2 000 Kč / 400 lei of goods: courier and pickup point, not below", async () => {
    const powerbank = await productByHandle("xiaomi-powerbank-20000")
    const variant = inStock(powerbank)
    const price = variant.calculated_price.calculated_amount
    const threshold = VARIANT === "cz" ? 2000 : 400
    const below = Math.floor((threshold - 1) / price)
    const above = Math.ceil(threshold / price)
    const amounts = async (quantity: number) => {
      const cart = await createCart()
      expect((await addItem(cart.id, variant.id, quantity)).status).toBe(200)
      return shippingPrices(cart.id)
    }
    // Cash on delivery adds its fee (39 Kč / 9 lei), also when the delivery itself is free.
    const fee = VARIANT === "cz" ? 39 : 9
    // Below the threshold are two powerbanks (880 g): the second weight band of the courier and of the pickup point.
    expect(below).toBe(2)
    const courier = VARIANT === "cz" ? 149 : 29
    const point = VARIANT === "cz" ? 89 : 18
    expect(await amounts(below)).toEqual({ courier, "courier-cod": courier + fee, "pickup-point": point, "pickup-point-cod": point + fee, "store-pickup": 0 })
    expect(await amounts(above)).toEqual({ courier: 0, "courier-cod": fee, "pickup-point": 0, "pickup-point-cod": fee, "store-pickup": 0 })
  })

  it("refuses a line beyond the stock, added or raised, with the shop's code and a message in the shop language", async () => {
    const powerbank = await productByHandle("xiaomi-powerbank-20000")
    const variant = inStock(powerbank)
    const message = VARIANT === "cz" ? "Požadovaný počet kusů není skladem." : "Cantitatea cerută nu este în stoc."
    const cart = await createCart()
    const added = await addItem(cart.id, variant.id, variant.inventory_quantity + 1)
    expect(added.status).toBe(400)
    expect(added.body).toMatchObject({ code: "insufficient_stock", message })

    expect((await addItem(cart.id, variant.id, 1)).status).toBe(200)
    const { body } = await store(`/store/carts/${cart.id}`)
    const raised = await store(`/store/carts/${cart.id}/line-items/${body.cart.items[0].id}`, {
      method: "POST",
      json: { quantity: variant.inventory_quantity + 1 },
    })
    expect(raised.status).toBe(400)
    expect(raised.body).toMatchObject({ code: "insufficient_stock", message })
  })

  it("places an order paid by bank transfer that staff see in the admin, with stock reserved", async () => {
    const phone = await productByHandle("apple-iphone-16")
    const variant = inStock(phone)
    const cart = await createCart()
    expect((await addItem(cart.id, variant.id, 2)).status).toBe(200)
    await prepareCheckout(cart.id, { shippingCode: "courier" })

    const { status, body } = await completeCart(cart.id)
    expect(status).toBe(200)
    expect(body.type).toBe("order")
    const order = body.order
    expect(order.currency_code).toBe(CURRENCY)
    expect(order.items[0].quantity).toBe(2)
    // Two iPhones are far above the free-delivery threshold: the courier costs nothing.
    expect(order.total).toBe(variant.calculated_price.calculated_amount * 2)

    const seen = await admin(`/admin/orders/${order.id}?fields=display_id,email,*payment_collections.payments`)
    expect(seen.status).toBe(200)
    expect(seen.body.order.display_id).toBe(order.display_id)
    expect(seen.body.order.email).toBe("jana.novakova@example.com")
    const payment = seen.body.order.payment_collections[0].payments[0]
    expect(payment.provider_id).toBe("pp_bank-transfer_bank-transfer")
    expect(payment.data[VARIANT === "cz" ? "bank_account" : "iban"]).toBeTruthy()

    const after = await productByHandle("apple-iphone-16")
    expect(after.variants.find((v: any) => v.id === variant.id).inventory_quantity).toBe(variant.inventory_quantity - 2)
  })

  it("applies the demo discount code and refuses an unknown one", async () => {
    const phone = await productByHandle("samsung-galaxy-a16")
    const variant = inStock(phone)
    const cart = await createCart()
    await addItem(cart.id, variant.id)
    const bad = await store(`/store/carts/${cart.id}/promotions`, { method: "POST", json: { promo_codes: ["NOPE"] } })
    expect(bad.body.cart?.promotions ?? []).toHaveLength(0)
    const good = await store(`/store/carts/${cart.id}/promotions`, { method: "POST", json: { promo_codes: ["DEMO10"] } })
    expect(good.status).toBe(200)
    expect(good.body.cart.promotions.map((p: any) => p.code)).toEqual(["DEMO10"])
    // prices include VAT, so the discount is 10 % of the price the shopper sees
    expect(good.body.cart.discount_total).toBeCloseTo(variant.calculated_price.calculated_amount * 0.1, 0)
    expect(good.body.cart.total).toBeCloseTo(variant.calculated_price.calculated_amount * 0.9, 0)
  })

  it("takes payment only by a method the region offers (the instant test payment is offered only in the test shop)", async () => {
    const region = await variantRegion()
    const { body: before } = await admin(`/admin/regions/${region.id}?fields=*payment_providers`)
    const offered = before.region.payment_providers.map((p: any) => p.id)
    expect(offered).toContain("pp_system_default")
    const offer = (ids: string[]) => admin(`/admin/regions/${region.id}`, { method: "POST", json: { payment_providers: ids } })
    expect((await offer(["pp_bank-transfer_bank-transfer"])).status).toBe(200)
    try {
      const cart = await createCart()
      await addItem(cart.id, inStock(await productByHandle("samsung-galaxy-a16")).id)
      const { body } = await store("/store/payment-collections", { method: "POST", json: { cart_id: cart.id } })
      const session = (provider_id: string) =>
        store(`/store/payment-collections/${body.payment_collection.id}/payment-sessions`, { method: "POST", json: { provider_id } })
      const refused = await session("pp_system_default")
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual({
        provider_id: [
          VARIANT === "cz"
            ? "Tento způsob platby obchod nenabízí. Vyberte prosím jiný."
            : "Magazinul nu oferă această metodă de plată. Vă rugăm să alegeți alta.",
        ],
      })
      expect((await session("pp_bank-transfer_bank-transfer")).status).toBe(200)
    } finally {
      expect((await offer(offered)).status).toBe(200)
    }
  })

  it("refuses to put a sold-out product into the cart", async () => {
    const soldOut = await productByHandle("apple-iphone-16e")
    expect(soldOut.variants.every((v: any) => v.inventory_quantity === 0)).toBe(true)
    const cart = await createCart()
    const { status, body } = await addItem(cart.id, soldOut.variants[0].id)
    expect(status).toBe(400)
    expect(body).toMatchObject({
      code: "insufficient_stock",
      message: VARIANT === "cz" ? "Požadovaný počet kusů není skladem." : "Cantitatea cerută nu este în stoc.",
    })
  })
})
