import { describe, expect, it } from "vitest"
import { admin, store } from "../../helpers/api"
import { addItem, createCart, productByHandle } from "../../helpers/checkout"

const cartOf = async (id: string) => (await store(`/store/carts/${id}?fields=id,discount_total,*promotions,*items,items.adjustments.*`)).body.cart

/**
 * The specification's discount "sets" (a product cheaper when bought with
 * another) are Medusa's buy-get promotions, made in the admin's promotions:
 * buy rules name what must be in the cart (with the minimal count), target
 * rules what gets the discount and how many pieces.
 */
describe("discount sets", () => {
  it("takes the set's discount off the accessory only while the phone is in the cart", async () => {
    const [phone, cable] = await Promise.all([productByHandle("samsung-galaxy-a56"), productByHandle("usb-c-cable-1m")])
    const code = `SET${Date.now()}`
    const created = await admin("/admin/promotions", {
      method: "POST",
      json: {
        code,
        type: "buyget",
        status: "active",
        is_automatic: false,
        application_method: {
          type: "percentage",
          target_type: "items",
          allocation: "each",
          value: 50,
          max_quantity: 1,
          apply_to_quantity: 1,
          buy_rules_min_quantity: 1,
          buy_rules: [{ attribute: "items.product.id", operator: "eq", values: [phone.id] }],
          target_rules: [{ attribute: "items.product.id", operator: "eq", values: [cable.id] }],
        },
      },
    })
    expect(created.status).toBe(200)

    const applyCode = (cartId: string) => store(`/store/carts/${cartId}/promotions`, { method: "POST", json: { promo_codes: [code] } })
    const cart = await createCart()
    expect((await addItem(cart.id, cable.variants[0].id, 2)).status).toBe(200)
    // The accessory alone: the set is not complete, nothing comes off.
    await applyCode(cart.id)
    expect((await cartOf(cart.id)).discount_total).toBe(0)

    expect((await addItem(cart.id, phone.variants[0].id)).status).toBe(200)
    expect((await applyCode(cart.id)).status).toBe(200)
    const withPhone = await cartOf(cart.id)
    const cableLine = withPhone.items.find((i: { product_id: string }) => i.product_id === cable.id)
    // Half of one cable (max_quantity 1 of the 2), nothing off the phone.
    expect(cableLine.adjustments.map((a: { code: string }) => a.code)).toEqual([code])
    // Within a unit of half the price: the currency's rounding may move it.
    expect(Math.abs(withPhone.discount_total - cableLine.unit_price / 2)).toBeLessThanOrEqual(1)
    const adjusted = withPhone.items.filter((i: { adjustments: unknown[] }) => i.adjustments.length).map((i: { id: string }) => i.id)
    expect(adjusted).toEqual([cableLine.id])

    const phoneLine = withPhone.items.find((i: { product_id: string }) => i.product_id === phone.id)
    expect((await store(`/store/carts/${cart.id}/line-items/${phoneLine.id}`, { method: "DELETE" })).status).toBe(200)
    expect((await cartOf(cart.id)).discount_total).toBe(0)
  })
})
