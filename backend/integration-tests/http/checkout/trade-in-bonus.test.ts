import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { tradeInBonusAmount } from "@electroshop/contracts/promotion"
import { admin, store } from "../../helpers/api"
import { createCodePromotion } from "../../helpers/promotions"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"
import { findBonusPhone, LOCALE, newClientIp, sellPhone } from "../../helpers/buyout"

const messages = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../src/lib/promotion/messages.json"), "utf8"))[LOCALE]
const checkoutMessages = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../src/lib/checkout/messages.json"), "utf8"))[LOCALE]

const cartOf = async (id: string) =>
  (await store(`/store/carts/${id}?fields=id,discount_total,total,metadata,*promotions,*items,items.adjustments.*`)).body.cart
const applyBonus = (cartId: string, body: unknown, ip = newClientIp()) =>
  store(`/store/carts/${cartId}/trade-in`, { method: "POST", json: body, headers: { "x-forwarded-for": ip } })

/** A cart with the new phone and an accessory: the bonus goes to the phone, the dearer line. */
async function cartWithPhone() {
  const cart = await createCart()
  for (const handle of ["usb-c-cable-1m", "samsung-galaxy-a56"]) {
    const product = await productByHandle(handle)
    expect((await addItem(cart.id, product.variants[0].id)).status).toBe(200)
  }
  return cart.id as string
}

describe("trade-in bonus", () => {
  it("takes the sale's bonus off the new phone once the sale exists, and only once", async () => {
    const phone = await findBonusPhone()
    const sale = await sellPhone(undefined, {}, phone)
    const percent = phone.appraisal.max_bonus_percent!
    const cartId = await cartWithPhone()
    const before = await cartOf(cartId)
    const phoneLine = before.items.find((i: { product_handle: string }) => i.product_handle === "samsung-galaxy-a56")

    const { status, body } = await applyBonus(cartId, { number: sale.number.toLowerCase(), email: sale.email.toUpperCase() })
    expect(status).toBe(200)
    const salePrice = (await admin(`/admin/buyouts/${sale.id}`)).body.buyout.price as number
    const expected = tradeInBonusAmount(salePrice, percent, phoneLine.unit_price)
    expect(expected).toBeGreaterThan(0)
    expect(body.trade_in).toMatchObject({ sale_number: sale.number, percent, amount: expected, line_item_id: phoneLine.id })

    const cart = await cartOf(cartId)
    expect(cart.discount_total).toBe(expected)
    expect(cart.total).toBe(before.total - expected)
    const adjusted = cart.items.filter((i: { adjustments: unknown[] }) => i.adjustments.length)
    expect(adjusted.map((i: { id: string }) => i.id)).toEqual([phoneLine.id])
    expect(cart.metadata.trade_in).toEqual([body.trade_in])

    // Applying it again changes nothing; the order keeps the bonus.
    expect((await applyBonus(cartId, { number: sale.number, email: sale.email })).status).toBe(200)
    expect((await cartOf(cartId)).discount_total).toBe(expected)
    await prepareCheckout(cartId, { email: `trade-in-${Date.now()}@example.com` })
    const order = await completeCart(cartId)
    expect(order.body.type).toBe("order")
    expect(order.body.order.discount_total).toBe(expected)
    const saved = await admin(`/admin/orders/${order.body.order.id}?fields=id,metadata`)
    expect(saved.body.order.metadata.trade_in[0]).toMatchObject({ sale_number: sale.number, amount: expected })

    // The bonus is single-use: another cart is refused at the number.
    const second = await applyBonus(await cartWithPhone(), { number: sale.number, email: sale.email })
    expect(second.status).toBe(400)
    expect(second.body.errors).toEqual({ number: [messages.trade_in_used] })
  })

  it("refuses a wrong e-mail, a closed sale, an empty cart and typing the code, and takes the bonus off again", async () => {
    const phone = await findBonusPhone()
    const sale = await sellPhone(undefined, {}, phone)
    const cartId = await cartWithPhone()

    const wrong = await applyBonus(cartId, { number: sale.number, email: "someone-else@example.com" })
    expect(wrong.status).toBe(404)
    expect(wrong.body.message).toBe(messages.trade_in_not_found)
    const bad = await applyBonus(cartId, { number: "", email: "" })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "number"])

    const empty = await createCart()
    const noItem = await applyBonus(empty.id, { number: sale.number, email: sale.email })
    expect(noItem.status).toBe(400)
    expect(noItem.body.errors).toEqual({ number: [messages.trade_in_no_item] })

    const typed = await store(`/store/carts/${cartId}/promotions`, { method: "POST", json: { promo_codes: [`tradein-${sale.number}`] } })
    expect(typed.status).toBe(400)
    expect(Object.keys(typed.body.errors)).toEqual(["promo_codes"])

    expect((await applyBonus(cartId, { number: sale.number, email: sale.email })).status).toBe(200)
    const removed = await store(`/store/carts/${cartId}/trade-in/TRADEIN-${sale.number}`, { method: "DELETE" })
    expect(removed.status).toBe(200)
    const cart = await cartOf(cartId)
    expect(cart.promotions).toEqual([])
    expect(cart.metadata.trade_in).toEqual([])
    // Not a bonus's code, and a cart that does not exist: 404s in the shop's language.
    const notACode = await store(`/store/carts/${cartId}/trade-in/SLEVA10`, { method: "DELETE" })
    expect([notACode.status, notACode.body.message]).toEqual([404, messages.trade_in_bonus_not_in_cart])
    const noCart = await store(`/store/carts/cart_missing/trade-in/TRADEIN-${sale.number}`, { method: "DELETE" })
    expect([noCart.status, noCart.body.message]).toEqual([404, checkoutMessages.cart_not_found])

    expect((await admin(`/admin/buyouts/${sale.id}/status`, { method: "POST", json: { status: "cancelled" } })).status).toBe(200)
    const closed = await applyBonus(cartId, { number: sale.number, email: sale.email })
    expect(closed.status).toBe(400)
    expect(closed.body.errors).toEqual({ number: [messages.trade_in_closed] })
  })

  it("keeps a discount code that does not add up with the bonus apart from it, whichever comes first (the cumulative bonus field)", async () => {
    const code = `NOSUM${Date.now()}`
    const created = await createCodePromotion(code, { fixed: 50 })
    expect(created.status).toBe(200)
    const fields = (cumulative_bonus: boolean) =>
      admin(`/admin/promotions/${created.body.promotion.id}/shop-fields`, {
        method: "POST",
        json: { marketing_name: null, public: false, combinable: true, cumulative_bonus },
      })
    expect((await fields(false)).body.shop_fields).toMatchObject({ combinable: true, cumulative_bonus: false })
    const refusal = messages.not_cumulative.replace("{code}", code)

    // The code first: the bonus is refused at the sale's number; the code stays.
    const phone = await findBonusPhone()
    const first = await cartWithPhone()
    expect((await store(`/store/carts/${first}/promotions`, { method: "POST", json: { promo_codes: [code.toLowerCase()] } })).status).toBe(200)
    const sale = await sellPhone(undefined, {}, phone)
    const bonus = await applyBonus(first, { number: sale.number, email: sale.email })
    expect(bonus.status).toBe(400)
    expect(bonus.body.errors).toEqual({ number: [refusal] })
    expect((await cartOf(first)).promotions.map((p: { code: string }) => p.code)).toEqual([code])

    // The bonus first: the code is refused at the code field.
    const second = await cartWithPhone()
    expect((await applyBonus(second, { number: sale.number, email: sale.email })).status).toBe(200)
    const typed = await store(`/store/carts/${second}/promotions`, { method: "POST", json: { promo_codes: [code] } })
    expect(typed.status).toBe(400)
    expect(typed.body.errors).toEqual({ promo_codes: [refusal] })

    // Marked as adding up, the same code joins the bonus.
    await fields(true)
    expect((await store(`/store/carts/${second}/promotions`, { method: "POST", json: { promo_codes: [code] } })).status).toBe(200)
    expect((await cartOf(second)).promotions.map((p: { code: string }) => p.code).sort()).toEqual([code, `TRADEIN-${sale.number}`].sort())
  })
})
