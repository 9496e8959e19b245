import { describe, expect, it } from "vitest"
import { installmentArrangeType } from "./installment-arrange"

const chosen = (choice: Record<string, unknown>) => ({
  metadata: { payment_choice: { barem_id: "barem_1", partner: "home_credit", name: "HC", months: 10, monthly_payment: 100, ...choice } },
})

describe("installmentArrangeType", () => {
  it("is online for a delivered order and on-store for a store pickup", () => {
    expect(installmentArrangeType({}, false)).toBe("online")
    expect(installmentArrangeType({ metadata: null }, true)).toBe("on-store")
  })
  it("keeps the type the shopper chose with the item's installment barem and ignores an invalid one", () => {
    expect(installmentArrangeType(chosen({ kind: "installment", arrange_type: "on-store" }), false)).toBe("on-store")
    expect(installmentArrangeType(chosen({ kind: "installment", arrange_type: "online" }), true)).toBe("online")
    expect(installmentArrangeType(chosen({ kind: "installment", arrange_type: "leasing" }), false)).toBe("online")
    expect(installmentArrangeType(chosen({ kind: "lease", arrange_type: "on-store" }), false)).toBe("online")
  })
})
