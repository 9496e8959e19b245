import { describe, expect, it } from "vitest"
import { VARIANT, admin, store } from "../../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"

const COD = "pp_cash-on-delivery_cash-on-delivery"
const FEE = VARIANT === "cz" ? 39 : 9
const COURIER = VARIANT === "cz" ? 129 : 25
const MSG =
  VARIANT === "cz"
    ? {
        unavailable: "Dobírku lze zvolit jen s doručením kurýrem nebo na výdejní místo.",
        required: "Doprava na dobírku se platí při převzetí: zvolte platbu na dobírku, nebo jinou dopravu.",
      }
    : {
        unavailable: "Plata ramburs se poate alege doar cu livrare prin curier sau la punctul de ridicare.",
        required: "Livrarea cu ramburs se plătește la primire: alegeți plata ramburs sau altă livrare.",
      }

/** A cart with one cheap item (below the free-delivery threshold), its price. */
async function cartWithPowerbank() {
  const product = await productByHandle("xiaomi-powerbank-20000")
  const variant = product.variants.find((v: any) => v.inventory_quantity > 0)
  const cart = await createCart()
  expect((await addItem(cart.id, variant.id)).status).toBe(200)
  return { cart, price: variant.calculated_price.calculated_amount as number }
}

describe("cash on delivery", () => {
  it("is refused with a delivery that does not take cash, at the payment and at completion", async () => {
    // Courier without cash on delivery: the payment session is refused.
    const { cart } = await cartWithPowerbank()
    const { paymentCollection } = await prepareCheckout(cart.id, { shippingCode: "courier" })
    const refused = await store(`/store/payment-collections/${paymentCollection.id}/payment-sessions`, { method: "POST", json: { provider_id: COD } })
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(refused.body).toMatchObject({ code: "validation_error", errors: { provider_id: [MSG.unavailable] } })

    // The cash-on-delivery delivery (its price holds the fee) paid by bank transfer: no order.
    const other = await cartWithPowerbank()
    await prepareCheckout(other.cart.id, { shippingCode: "courier-cod" })
    const notCash = await completeCart(other.cart.id)
    expect(notCash.status, JSON.stringify(notCash.body)).toBe(400)
    expect(notCash.body).toMatchObject({ code: "validation_error", errors: { shipping_methods: [MSG.required] } })
  })

  it("places an order whose total holds the fee, paid on delivery", async () => {
    const { cart, price } = await cartWithPowerbank()
    await prepareCheckout(cart.id, { shippingCode: "courier-cod", provider: COD })
    const placed = await completeCart(cart.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { body } = await admin(`/admin/orders/${placed.body.order.id}?fields=id,total,shipping_total,*shipping_methods,*payment_collections.payments`)
    expect(body.order.shipping_total).toBe(COURIER + FEE)
    expect(body.order.total).toBe(price + COURIER + FEE)
    expect(body.order.payment_collections[0].payments[0].provider_id).toBe(COD)
  })
})
