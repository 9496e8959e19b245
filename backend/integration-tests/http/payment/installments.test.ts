import { describe, expect, it } from "vitest"
import type { AdminBarem, StoreInstallmentOptions } from "@electroshop/contracts/installment"
import { admin, store, VARIANT } from "../../helpers/api"
import { createCart, productByHandle } from "../../helpers/checkout"

const partner = VARIANT === "cz" ? "home_credit" : "tbi"

async function createBarem(overrides: Record<string, unknown> = {}) {
  const { status, body } = await admin<{ barem: AdminBarem }>("/admin/barems", {
    method: "POST",
    json: {
      partner,
      name: `Test ${Date.now()}`,
      months: 5,
      min_amount: 777_000,
      max_amount: 778_000,
      interest_rate: 0,
      fee_fixed: 0,
      fee_monthly: 0,
      ...overrides,
    },
  })
  expect(status, JSON.stringify(body)).toBe(201)
  return body.barem
}

const options = (amount: number) => store<StoreInstallmentOptions>(`/store/installments/options?amount=${amount}`)

describe("installment scales (barems)", () => {
  it("offers the seeded scales for a price, cheapest monthly installment first, with the APR", async () => {
    const { status, body } = await options(20_000)
    expect(status).toBe(200)
    expect(body.options.length).toBeGreaterThan(1)
    expect(body.best).toEqual(body.options[0])
    const monthly = body.options.map((o) => o.monthly_payment)
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b))
    for (const option of body.options) {
      expect(option.total_payable).toBeGreaterThanOrEqual(20_000)
      expect(option.apr).toBeGreaterThanOrEqual(0)
    }
    // Below every scale's minimum there is nothing to offer.
    expect((await options(1)).body).toMatchObject({ options: [], best: null })
  })

  it("lets staff create, change and delete a scale, and offers it only while active, valid and in range", async () => {
    const barem = await createBarem()
    expect(barem.example).toMatchObject({ months: 5, apr: 0 })
    let found = (await options(777_500)).body.options.find((o) => o.barem_id === barem.id)
    expect(found).toMatchObject({ months: 5, monthly_payment: 155_500, total_payable: 777_500, apr: 0 })
    expect((await options(778_001)).body.options.some((o) => o.barem_id === barem.id)).toBe(false)

    const changed = await admin(`/admin/barems/${barem.id}`, { method: "POST", json: { interest_rate: 12, is_active: true } })
    expect(changed.status).toBe(200)
    found = (await options(777_500)).body.options.find((o) => o.barem_id === barem.id)
    expect(found!.apr).toBe(12.7)

    expect((await admin(`/admin/barems/${barem.id}`, { method: "POST", json: { valid_to: "2020-01-31" } })).status).toBe(200)
    expect((await options(777_500)).body.options.some((o) => o.barem_id === barem.id)).toBe(false)
    expect((await admin(`/admin/barems/${barem.id}`, { method: "POST", json: { valid_to: null, is_active: false } })).status).toBe(200)
    expect((await options(777_500)).body.options.some((o) => o.barem_id === barem.id)).toBe(false)

    expect((await admin(`/admin/barems/${barem.id}`, { method: "DELETE" })).status).toBe(200)
    expect((await admin(`/admin/barems/${barem.id}`)).status).toBe(404)
  })

  it("refuses bad scales field by field, never with a 500", async () => {
    const bad = await admin("/admin/barems", {
      method: "POST",
      json: { partner: "nobody", name: "", months: 0, min_amount: 100, max_amount: 5000, interest_rate: -1, fee_fixed: 0, fee_monthly: 0 },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["interest_rate", "months", "name", "partner"])
    const upsideDown = await admin("/admin/barems", {
      method: "POST",
      json: {
        partner,
        name: "Obráceně",
        months: 6,
        min_amount: 5000,
        max_amount: 100,
        interest_rate: 0,
        fee_fixed: 0,
        fee_monthly: 0,
        valid_from: "2026-12-01",
        valid_to: "2026-11-01",
      },
    })
    expect(upsideDown.status).toBe(400)
    expect(Object.keys(upsideDown.body.errors).sort()).toEqual(["max_amount", "valid_to"])

    const barem = await createBarem()
    const inverted = await admin(`/admin/barems/${barem.id}`, { method: "POST", json: { max_amount: 10 } })
    expect(inverted.status).toBe(400)
    expect(inverted.body.errors).toHaveProperty("max_amount")
    expect((await store("/store/installments/options?amount=abc")).status).toBe(400)
    await admin(`/admin/barems/${barem.id}`, { method: "DELETE" })
  })
})

describe("adding a product on installments (add-to-cart's installment_id)", () => {
  const UNAVAILABLE =
    VARIANT === "cz"
      ? "Zvolenou splátkovou variantu nelze pro tuto částku použít. Vyberte prosím jinou."
      : "Varianta de rate aleasă nu poate fi folosită pentru această sumă. Vă rugăm să alegeți alta."

  const add = (cartId: string, json: Record<string, unknown>) =>
    store(`/store/carts/${cartId}/line-items?fields=id,items.id,items.variant_id,items.metadata,items.quantity`, { method: "POST", json })

  async function phone() {
    const product = await productByHandle("samsung-galaxy-a16")
    const variant = product.variants[0]
    return { id: variant.id as string, amount: Math.round(variant.calculated_price.calculated_amount) }
  }

  it("adds the line with the barem as its installment choice, as the cart's own choice would", async () => {
    const variant = await phone()
    const { body: offered } = await options(variant.amount)
    const barem = offered.options[0]
    expect(barem).toBeTruthy()
    const cart = await createCart()
    const { status, body } = await add(cart.id, { variant_id: variant.id, quantity: 1, installment_id: barem.barem_id })
    expect(status, JSON.stringify(body)).toBe(200)
    const line = body.cart.items.find((i: any) => i.variant_id === variant.id)
    expect(line.metadata.payment_choice).toMatchObject({
      kind: "installment",
      barem_id: barem.barem_id,
      months: barem.months,
      monthly_payment: barem.monthly_payment,
      arrange_type: "online",
    })
    // The cart's choice agrees: nothing to choose again.
    expect((await store(`/store/carts/${cart.id}/line-payments`)).body.changed).toEqual([])
  })

  it("refuses a barem that is unknown, a lease, not valid today or out of range at installment_id, and adds nothing", async () => {
    const variant = await phone()
    const lease = (await store(`/store/leases/options?amount=${variant.amount}`)).body.options[0]
    const outOfRange = await createBarem({ name: "Too small", min_amount: 10, max_amount: 20 })
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const notYet = await createBarem({ name: "Not yet", min_amount: 1, max_amount: 10_000_000, valid_from: tomorrow })
    const cart = await createCart()
    for (const installment_id of ["barem_unknown", lease.barem_id, outOfRange.id, notYet.id]) {
      const { status, body } = await add(cart.id, { variant_id: variant.id, quantity: 1, installment_id })
      expect(status, `${installment_id}: ${JSON.stringify(body)}`).toBe(400)
      expect(body.code).toBe("validation_error")
      expect(body.errors).toEqual({ installment_id: [UNAVAILABLE] })
      expect(body.message).toBe(UNAVAILABLE)
    }
    const malformed = await add(cart.id, { variant_id: variant.id, quantity: 1, installment_id: 42 })
    expect(malformed.status).toBe(400)
    expect(Object.keys(malformed.body.errors)).toEqual(["installment_id"])
    // The refused additions were undone.
    expect((await store(`/store/carts/${cart.id}?fields=items.id`)).body.cart.items).toEqual([])
    for (const barem of [outOfRange, notYet]) await admin(`/admin/barems/${barem.id}`, { method: "DELETE" })
  })
})
