import { describe, expect, it } from "vitest"
import { installmentArrangeType } from "./installment-arrange"

describe("installmentArrangeType", () => {
  it("is online for a delivered order and on-store for a store pickup", () => {
    expect(installmentArrangeType({}, false)).toBe("online")
    expect(installmentArrangeType({ metadata: null }, true)).toBe("on-store")
  })
  it("keeps a valid type stored on the item and ignores an invalid one", () => {
    expect(installmentArrangeType({ metadata: { installment_arrange_type: "on-store" } }, false)).toBe("on-store")
    expect(installmentArrangeType({ metadata: { installment_arrange_type: "online" } }, true)).toBe("online")
    expect(installmentArrangeType({ metadata: { installment_arrange_type: "leasing" } }, false)).toBe("online")
  })
})
