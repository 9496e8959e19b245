import { describe, expect, it } from "vitest"
import type { AdminGeneratedCodes } from "@electroshop/contracts/promotion"
import { admin, store } from "../../helpers/api"
import { createCodePromotion } from "../../helpers/promotions"
import { addItem, completeCart, createCart, prepareCheckout, productByHandle } from "../../helpers/checkout"

/** A 15 % promotion of the kind staff make in the admin, to generate codes from. */
async function template() {
  const { status, body } = await createCodePromotion(`BATCH-${Date.now()}`, { percent: 15 })
  expect(status).toBe(200)
  return body.promotion as { id: string }
}

async function cartWith(code: string) {
  const product = await productByHandle("xiaomi-powerbank-20000")
  const cart = await createCart()
  expect((await addItem(cart.id, product.variants[0].id)).status).toBe(200)
  const applied = await store(`/store/carts/${cart.id}/promotions`, { method: "POST", json: { promo_codes: [code] } })
  return { id: cart.id as string, codes: ((applied.body.cart?.promotions ?? []) as { code: string }[]).map((p) => p.code) }
}

describe("generated single-use discount codes", () => {
  it("are 10 characters of digits and both cases, each a promotion worth the template's discount", async () => {
    const { id } = await template()
    const { status, body } = await admin<AdminGeneratedCodes>("/admin/promotion-codes", { method: "POST", json: { promotion_id: id, count: 25 } })
    expect(status).toBe(200)
    expect(body.codes).toHaveLength(25)
    for (const code of body.codes) expect(code).toMatch(/^[0-9A-Za-z]{10}$/)
    expect(new Set(body.codes.map((c) => c.toLowerCase())).size).toBe(25)

    const { body: found } = await admin(`/admin/promotions?code=${body.codes[0]}&fields=code,limit,status,application_method.value,application_method.type`)
    expect(found.promotions[0]).toMatchObject({ code: body.codes[0], limit: 1, status: "active", application_method: { type: "percentage", value: 15 } })
  })

  it("redeems a code once, typed in any case; the second shopper is refused", async () => {
    const { id } = await template()
    const [code] = (await admin<AdminGeneratedCodes>("/admin/promotion-codes", { method: "POST", json: { promotion_id: id, count: 1 } })).body.codes

    const first = await cartWith(code.toLowerCase())
    expect(first.codes).toEqual([code])
    await prepareCheckout(first.id, { email: `code-${Date.now()}@example.com` })
    const order = await completeCart(first.id)
    expect(order.body.type).toBe("order")
    expect(order.body.order.discount_total).toBeGreaterThan(0)

    const second = await cartWith(code)
    expect(second.codes).toEqual([])
  })

  it("lets only one of two carts that hold the same code complete at the same moment", async () => {
    const { id } = await template()
    const [code] = (await admin<AdminGeneratedCodes>("/admin/promotion-codes", { method: "POST", json: { promotion_id: id, count: 1 } })).body.codes
    const carts = [await cartWith(code), await cartWith(code)]
    for (const cart of carts) {
      expect(cart.codes).toEqual([code])
      await prepareCheckout(cart.id, { email: `race-${Date.now()}@example.com` })
    }
    const answers = await Promise.all(carts.map((c) => completeCart(c.id)))
    const orders = answers.filter((a) => a.body.type === "order")
    expect(orders).toHaveLength(1)
    const refused = answers.find((a) => a.body.type !== "order")!
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
  })

  it("refuses a count outside 1–1000 at the field, and an unknown promotion", async () => {
    const { id } = await template()
    const zero = await admin("/admin/promotion-codes", { method: "POST", json: { promotion_id: id, count: 0 } })
    expect(zero.status).toBe(400)
    expect(Object.keys(zero.body.errors)).toEqual(["count"])
    const many = await admin("/admin/promotion-codes", { method: "POST", json: { promotion_id: id, count: 1001 } })
    expect(Object.keys(many.body.errors)).toEqual(["count"])
    const unknown = await admin("/admin/promotion-codes", { method: "POST", json: { promotion_id: "promo_nope", count: 1 } })
    expect(unknown.status).toBe(404)
  })

  it("keeps a discount marked not combinable alone in a cart, whichever code comes first", async () => {
    const alone = await template()
    const other = await template()
    const [aloneCode, otherCode] = await Promise.all(
      [alone.id, other.id].map(async (id) => (await admin(`/admin/promotions/${id}?fields=code`)).body.promotion.code as string),
    )
    const saved = await admin(`/admin/promotions/${alone.id}/shop-fields`, {
      method: "POST",
      json: { marketing_name: "Jen samotná sleva", public: true, combinable: false },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.shop_fields).toEqual({ marketing_name: "Jen samotná sleva", public: true, combinable: false, cumulative_bonus: true })
    expect((await admin(`/admin/promotions/${other.id}/shop-fields`)).body.shop_fields).toEqual({
      marketing_name: null,
      public: false,
      combinable: true,
      cumulative_bonus: true,
    })

    const first = await cartWith(otherCode)
    expect(first.codes).toEqual([otherCode])
    const refused = await store(`/store/carts/${first.id}/promotions`, { method: "POST", json: { promo_codes: [aloneCode.toLowerCase()] } })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.promo_codes[0]).toContain(aloneCode)

    const second = await cartWith(aloneCode)
    expect(second.codes).toEqual([aloneCode])
    expect((await store(`/store/carts/${second.id}/promotions`, { method: "POST", json: { promo_codes: [otherCode] } })).status).toBe(400)

    const bad = await admin(`/admin/promotions/${alone.id}/shop-fields`, {
      method: "POST",
      json: { marketing_name: "x".repeat(201), public: "yes", combinable: false },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["marketing_name", "public"])
  })
})
