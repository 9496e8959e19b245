import { randomBytes } from "node:crypto"
import { beforeAll, describe, expect, it, vi } from "vitest"

import { withdrawalPlan } from "./withdrawal-request"
import { refundAccountRequired, returnableItems, withdrawalDeadline, withdrawalRefusal, type WithdrawalOrder } from "./withdrawal-terms"

/** Delivered on 1 December (Prague), a phone and two cables, paid on delivery, a consumer's. */
const order = (changes: Partial<WithdrawalOrder> = {}): WithdrawalOrder => ({
  id: "order_1",
  display_id: 1042,
  created_at: "2026-11-28T10:00:00Z",
  status: "completed",
  items: [
    { id: "item_phone", title: "Pixel 9", quantity: 1, detail: { fulfilled_quantity: 1, return_requested_quantity: 0, return_received_quantity: 0 } },
    {
      id: "item_cable",
      title: "Kabel",
      variant_title: "1 m",
      quantity: 2,
      detail: { fulfilled_quantity: 2, return_requested_quantity: 1, return_received_quantity: 0 },
    },
  ],
  fulfillments: [{ location_id: "sloc_warehouse", shipped_at: "2026-11-30T08:00:00Z", delivered_at: "2026-12-01T09:00:00Z", canceled_at: null }],
  billing_address: { first_name: "Jana", last_name: "Nováková" },
  payment_collections: [{ payments: [{ provider_id: "pp_cash-on-delivery_cash-on-delivery" }] }],
  ...changes,
})

const refusalCode = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    const body = (error as { body: { code: string; error_codes?: Record<string, string> } }).body
    return body.error_codes ?? body.code
  }
  throw new Error("not refused")
}

describe("contract withdrawal terms", () => {
  // The refund account is encrypted as personal data is: a key of this test's own.
  beforeAll(() => {
    vi.stubEnv("PII_ENCRYPTION_KEY", randomBytes(32).toString("base64"))
  })

  it("lasts 14 days from the day the goods were received, that day's end included", () => {
    expect(withdrawalDeadline(new Date("2026-12-01T09:00:00Z"))).toBe("2026-12-15")
    // 23:30 UTC is already the next day in Prague.
    expect(withdrawalDeadline(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-16")
    expect(withdrawalRefusal(order(), new Date("2026-12-15T21:00:00Z"))).toEqual({ refusal: null, deadline: "2026-12-15" })
    expect(withdrawalRefusal(order(), new Date("2026-12-15T23:30:00Z")).refusal).toBe("withdrawal_period_over")
  })

  it("is refused before the goods arrive, to a company, and when everything is on its way back", () => {
    const now = new Date("2026-12-05T10:00:00Z")
    expect(withdrawalRefusal(order({ fulfillments: [] }), now).refusal).toBe("withdrawal_not_delivered")
    expect(withdrawalRefusal(order({ billing_address: { company: "Firma s.r.o." } }), now).refusal).toBe("withdrawal_company_purchase")
    const allBack = order({
      items: [{ id: "item_phone", title: "Pixel 9", quantity: 1, detail: { fulfilled_quantity: 1, return_requested_quantity: 1 } }],
    })
    expect(withdrawalRefusal(allBack, now).refusal).toBe("withdrawal_nothing_left")
  })

  it("offers what left the shop less what is already on its way back, and asks an account when nothing refunds itself", () => {
    expect(returnableItems(order())).toEqual([
      { item_id: "item_phone", title: "Pixel 9", quantity: 1 },
      { item_id: "item_cable", title: "Kabel – 1 m", quantity: 1 },
    ])
    expect(refundAccountRequired(order())).toBe(true)
    expect(refundAccountRequired(order({ payment_collections: [{ payments: [{ provider_id: "pp_comgate_comgate" }] }] }))).toBe(false)
  })

  it("plans Medusa's return to where the goods left from, the account kept encrypted, refusing at the field", () => {
    const now = new Date("2026-12-05T10:00:00Z")
    const plan = withdrawalPlan(order(), { items: [{ item_id: "item_cable", quantity: 1 }], method: "carrier", refund_account: "2001234561/2010" }, [], now)
    expect(plan).toMatchObject({
      order_id: "order_1",
      location_id: "sloc_warehouse",
      items: [{ id: "item_cable", quantity: 1 }],
      metadata: { withdrawal: true, method: "carrier" },
    })
    expect(plan.metadata.refund_account_encrypted).not.toContain("2001234561")
    const toStore = withdrawalPlan(
      order(),
      { items: [{ item_id: "item_phone", quantity: 1 }], method: "store", store_id: "sloc_store", refund_account: "2001234561/2010" },
      ["sloc_store"],
      now,
    )
    expect(toStore.location_id).toBe("sloc_store")

    const cable = (quantity: number) => [{ item_id: "item_cable", quantity }]
    expect(refusalCode(() => withdrawalPlan(order(), { items: cable(2), method: "carrier", refund_account: "2001234561/2010" }, [], now))).toEqual({
      "items.0.quantity": "withdrawal_quantity_too_high",
    })
    expect(refusalCode(() => withdrawalPlan(order(), { items: cable(1), method: "carrier" }, [], now))).toEqual({
      refund_account: "withdrawal_refund_account_required",
    })
    expect(refusalCode(() => withdrawalPlan(order(), { items: cable(1), method: "carrier", refund_account: "123" }, [], now))).toEqual({
      refund_account: "withdrawal_refund_account_invalid",
    })
    expect(
      refusalCode(() => withdrawalPlan(order(), { items: cable(1), method: "store", store_id: "sloc_x", refund_account: "2001234561/2010" }, [], now)),
    ).toEqual({
      store_id: "withdrawal_store_unknown",
    })
    expect(refusalCode(() => withdrawalPlan(order(), { items: [{ item_id: "item_other", quantity: 1 }], method: "carrier" }, [], now))).toEqual({
      "items.0.item_id": "withdrawal_item_unknown",
    })
    expect(refusalCode(() => withdrawalPlan(order(), { items: cable(1), method: "carrier" }, [], new Date("2026-12-20T10:00:00Z")))).toBe(
      "withdrawal_period_over",
    )
  })
})
