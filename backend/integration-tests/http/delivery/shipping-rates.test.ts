import { afterAll, describe, expect, it } from "vitest"
import { CURRENCY, VARIANT, admin, store } from "../../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle, shippingPrices } from "../../helpers/checkout"

const COD = "pp_cash-on-delivery_cash-on-delivery"
const FEE = VARIANT === "cz" ? 39 : 9
// The seeded bands: under 500 g, from 500 g (courier; pickup point).
const LIGHT = VARIANT === "cz" ? { courier: 129, point: 79 } : { courier: 25, point: 15 }
const HEAVY = VARIANT === "cz" ? { courier: 149, point: 89 } : { courier: 29, point: 18 }

async function cartWith(handle: string, quantity: number) {
  const product = await productByHandle(handle)
  const variant = product.variants.find((v: any) => v.inventory_quantity >= quantity)
  const cart = await createCart()
  expect((await addItem(cart.id, variant.id, quantity)).status).toBe(200)
  return { cart, variant, price: variant.calculated_price.calculated_amount as number }
}

const listRates = async () => (await admin("/admin/shipping-rates")).body.shipping_rates as any[]
let restore: { id: string; rates: unknown } | null = null

afterAll(async () => {
  if (restore) await admin(`/admin/shipping-rates/${restore.id}`, { method: "POST", json: restore.rates })
})

describe("delivery prices by weight and order value", () => {
  it("prices a heavy cart (two 250 g powerbanks) above a light one (a 40 g cable), below the free-delivery threshold", async () => {
    const light = await cartWith("usb-c-cable-1m", 1)
    const heavy = await cartWith("anker-powerbank-10000", 2)
    expect(heavy.price * 2).toBeLessThan(VARIANT === "cz" ? 2000 : 400)
    expect(await shippingPrices(light.cart.id)).toMatchObject({ courier: LIGHT.courier, "pickup-point": LIGHT.point, "store-pickup": 0 })
    expect(await shippingPrices(heavy.cart.id)).toMatchObject({ courier: HEAVY.courier, "pickup-point": HEAVY.point, "store-pickup": 0 })

    // The price follows the cart: one powerbank less is the light band again, on the chosen delivery too.
    await prepareCheckout(heavy.cart.id, { shippingCode: "courier" })
    expect((await store(`/store/carts/${heavy.cart.id}`)).body.cart.shipping_total).toBe(HEAVY.courier)
    const line = (await store(`/store/carts/${heavy.cart.id}`)).body.cart.items[0]
    expect((await store(`/store/carts/${heavy.cart.id}/line-items/${line.id}`, { method: "POST", json: { quantity: 1 } })).status).toBe(200)
    expect((await store(`/store/carts/${heavy.cart.id}`)).body.cart.shipping_total).toBe(LIGHT.courier)
  })

  it("is free from the threshold of goods whatever the weight; cash on delivery keeps its fee", async () => {
    const threshold = VARIANT === "cz" ? 2000 : 400
    const product = await productByHandle("anker-powerbank-10000")
    const unit = product.variants[0].calculated_price.calculated_amount as number
    const { cart } = await cartWith("anker-powerbank-10000", Math.ceil(threshold / unit))
    expect(await shippingPrices(cart.id)).toEqual({ courier: 0, "courier-cod": FEE, "pickup-point": 0, "pickup-point-cod": FEE, "store-pickup": 0 })
  })

  it("places a heavy cash-on-delivery order whose total holds the weight price and the fee", async () => {
    const { cart, price } = await cartWith("anker-powerbank-10000", 2)
    expect(await shippingPrices(cart.id)).toMatchObject({ "courier-cod": HEAVY.courier + FEE, "pickup-point-cod": HEAVY.point + FEE })
    await prepareCheckout(cart.id, { shippingCode: "courier-cod", provider: COD })
    const placed = await completeCart(cart.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { body } = await admin(`/admin/orders/${placed.body.order.id}?fields=id,currency_code,total,shipping_total,item_total`)
    expect(body.order).toMatchObject({ currency_code: CURRENCY, shipping_total: HEAVY.courier + FEE, total: price * 2 + HEAVY.courier + FEE })
  })

  it("shows staff the bands and takes valid changes only, with field errors in the shop language", async () => {
    const rates = await listRates()
    expect(rates.map((r) => r.code)).toEqual(["courier", "courier-cod", "pickup-point", "pickup-point-cod"])
    const point = rates.find((r) => r.code === "pickup-point")
    expect(point.rates.bands[0]).toEqual({ from_grams: 0, czk: 79, ron: 15 })
    expect(point.rates.free_from).toEqual({ czk: 2000, ron: 400 })
    expect(rates.find((r) => r.code === "courier-cod").rates.cash_on_delivery_fee).toEqual({ czk: 39, ron: 9 })

    const post = (rates: unknown) => admin(`/admin/shipping-rates/${point.id}`, { method: "POST", json: rates })
    const fraction = await post({ ...point.rates, bands: [{ from_grams: 0, czk: 79.5, ron: 15 }] })
    expect(fraction.status).toBe(400)
    expect(fraction.body.errors).toEqual({ "bands.0.czk": [VARIANT === "cz" ? "Zadejte celé číslo." : "Introduceți un număr întreg."] })
    const unordered = await post({
      ...point.rates,
      bands: [
        { from_grams: 100, czk: 79, ron: 15 },
        { from_grams: 50, czk: 89, ron: 18 },
      ],
    })
    expect(unordered.status).toBe(400)
    expect(unordered.body.errors).toEqual(
      VARIANT === "cz"
        ? {
            "bands.0.from_grams": ["První hmotnostní pásmo musí začínat od 0 g."],
            "bands.1.from_grams": ["Každé pásmo musí začínat od vyšší hmotnosti než předchozí."],
          }
        : {
            "bands.0.from_grams": ["Prima treaptă de greutate trebuie să înceapă de la 0 g."],
            "bands.1.from_grams": ["Fiecare treaptă trebuie să înceapă de la o greutate mai mare decât precedenta."],
          },
    )
    expect((await admin("/admin/shipping-rates/so_unknown", { method: "POST", json: point.rates })).status).toBe(404)

    restore = { id: point.id, rates: point.rates }
    const changed = { ...point.rates, bands: [{ from_grams: 0, czk: 99, ron: 19 }, ...point.rates.bands.slice(1)] }
    const saved = await admin(`/admin/shipping-rates/${point.id}`, { method: "POST", json: changed })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.shipping_rate.rates).toEqual(changed)
    const { cart } = await cartWith("usb-c-cable-1m", 1)
    expect((await shippingPrices(cart.id))["pickup-point"]).toBe(VARIANT === "cz" ? 99 : 19)
  })
})
