import { describe, expect, it } from "vitest"
import { VARIANT, store } from "../../helpers/api"
import { address, cartWith, completeCart, prepareCheckout } from "../../helpers/checkout"

// The demo rule set (lib/delivery-check/courier.ts): the courier leaves these areas to pickup points.
const UNSERVED = VARIANT === "cz" ? { city: "Jeseník", postal_code: "790 01" } : { city: "Crișan", postal_code: "827010" }
const MSG =
  VARIANT === "cz"
    ? {
        unserved: "Na tuto adresu kurýr nedoručuje. Zvolte prosím výdejní místo nebo jinou doručovací adresu.",
        postcode: "Zadejte platné PSČ.",
      }
    : {
        unserved: "Curierul nu livrează la această adresă. Vă rugăm să alegeți un punct de ridicare sau altă adresă de livrare.",
        postcode: "Introduceți un cod poștal valid.",
      }

describe("courier delivery check", () => {
  it("POST /store/delivery-check says whether the courier delivers to an address", async () => {
    const check = (postal_code: string) => store("/store/delivery-check", { method: "POST", json: { delivery_address: { postal_code } } })
    expect((await check(address().postal_code)).body).toEqual({ deliverable: true, message: null })
    const refused = await check(UNSERVED.postal_code)
    expect(refused.status).toBe(200)
    expect(refused.body).toEqual({ deliverable: false, message: MSG.unserved })
    const invalid = await check("12")
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual({ "delivery_address.postal_code": [MSG.postcode] })
  })

  it("refuses the courier for an unserved address when it is chosen and when the cart is completed", async () => {
    const cart = await cartWith("xiaomi-powerbank-20000")
    const unserved = { ...address(), ...UNSERVED }
    await store(`/store/carts/${cart.id}`, { method: "POST", json: { email: "kuryr@example.com", shipping_address: unserved, billing_address: unserved } })
    const { body: options } = await store(`/store/shipping-options?cart_id=${cart.id}`)
    const courier = options.shipping_options.find((o: any) => o.type?.code === "courier")
    const chosen = await store(`/store/carts/${cart.id}/shipping-methods`, { method: "POST", json: { option_id: courier.id } })
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(400)
    expect(chosen.body).toMatchObject({ message: MSG.unserved, errors: { shipping_address: { postal_code: [MSG.unserved] } } })

    // Chosen for a served address, then moved to an unserved one: no order.
    const other = await cartWith("xiaomi-powerbank-20000")
    await prepareCheckout(other.id, { shippingCode: "courier" })
    expect((await store(`/store/carts/${other.id}`, { method: "POST", json: { shipping_address: { ...address(), ...UNSERVED } } })).status).toBe(200)
    const completed = await completeCart(other.id)
    expect(completed.status, JSON.stringify(completed.body)).toBe(400)
    expect(completed.body.errors).toEqual({ shipping_address: { postal_code: [MSG.unserved] } })
  })
})
