import { describe, expect, it } from "vitest"
import { auditDetails, auditedAction } from "./audited-routes"

describe("the staff audit log", () => {
  it("keeps role changes, reveals, refunds, cancellations and price changes, and nothing else", () => {
    expect(auditedAction("POST", "/admin/staff/user_1", { roles: ["warehouse"] })).toBe("staff.member_changed")
    expect(auditedAction("POST", "/admin/buyouts/b_1/reveal", { reason: "x" })).toBe("buyout.personal_data_revealed")
    expect(auditedAction("POST", "/admin/payments/pay_1/refund", { amount: 100 })).toBe("payment.refunded")
    expect(auditedAction("POST", "/admin/orders/o_1/cancel", {})).toBe("order.canceled")
    expect(auditedAction("POST", "/admin/products/p_1/variants/v_1", { prices: [] })).toBe("price.changed")
    expect(auditedAction("POST", "/admin/products/p_1/variants/v_1", { title: "Blue" })).toBeNull()
    expect(auditedAction("POST", "/admin/products/p_1", { title: "New" })).toBeNull()
    expect(auditedAction("GET", "/admin/staff/user_1", undefined)).toBeNull()
    expect(auditedAction("POST", "/admin/products", { title: "x" })).toBeNull()
  })

  it("keeps the body without anything named like a secret, and cut to a few kilobytes", () => {
    expect(auditDetails({ email: "a@b.cz", password: "hunter2", nested: { api_token: "t", amount: 3 } })).toEqual({
      email: "a@b.cz",
      password: "[redacted]",
      nested: { api_token: "[redacted]", amount: 3 },
    })
    expect(auditDetails(undefined)).toBeNull()
    expect(auditDetails({ note: "x".repeat(10_000) })).toEqual({ truncated: expect.stringMatching(/^\{"note":"x+$/) })
  })
})
