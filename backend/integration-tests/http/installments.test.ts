import { describe, expect, it } from "vitest"
import type { AdminBarem, StoreInstallmentOptions } from "@electroshop/contracts/installment"
import { admin, store, VARIANT } from "../helpers/api"

const partner = VARIANT === "cz" ? "home_credit" : "tbi"

async function createBarem(overrides: Record<string, unknown> = {}) {
  const { status, body } = await admin<{ barem: AdminBarem }>("/admin/barems", {
    method: "POST",
    json: { partner, name: `Test ${Date.now()}`, months: 5, min_amount: 777_000, max_amount: 778_000, interest_rate: 0, fee_fixed: 0, fee_monthly: 0, ...overrides },
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
      json: { partner, name: "Obráceně", months: 6, min_amount: 5000, max_amount: 100, interest_rate: 0, fee_fixed: 0, fee_monthly: 0, valid_from: "2026-12-01", valid_to: "2026-11-01" },
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
