import { describe, expect, it } from "vitest"
import { CASH_ON_DELIVERY_PROVIDER } from "@electroshop/contracts/delivery"
import { pickingLocation, readyToPick } from "./ready-to-pick"

const paid = (provider_id: string, captured_at: string | null) => ({ payment_collections: [{ payments: [{ provider_id, captured_at }] }] })

describe("ready to pick", () => {
  it("is an order with a captured payment or paid on delivery, never a cancelled one", () => {
    expect(readyToPick({ status: "pending", ...paid("pp_bank-transfer_bank-transfer", null) })).toBe(false)
    expect(readyToPick({ status: "pending", ...paid("pp_bank-transfer_bank-transfer", "2026-12-06T08:00:00Z") })).toBe(true)
    expect(readyToPick({ status: "pending", ...paid(CASH_ON_DELIVERY_PROVIDER, null) })).toBe(true)
    expect(readyToPick({ status: "canceled", ...paid(CASH_ON_DELIVERY_PROVIDER, null) })).toBe(false)
    expect(readyToPick({ status: "pending" })).toBe(false)
  })

  it("is picked at a store pickup's store, else where most of its units are reserved", () => {
    const reservations = [
      { location_id: "sloc_a", quantity: 1 },
      { location_id: "sloc_b", quantity: 2 },
    ]
    expect(pickingLocation({ status: "pending", shipping_methods: [{ data: { stock_location_id: "sloc_store" } }] }, reservations)).toBe("sloc_store")
    expect(pickingLocation({ status: "pending", shipping_methods: [{ data: {} }] }, reservations)).toBe("sloc_b")
    expect(pickingLocation({ status: "pending" }, [])).toBeNull()
  })
})
