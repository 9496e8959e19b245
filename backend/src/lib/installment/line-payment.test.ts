import { describe, expect, it } from "vitest"
import { checkoutMessage } from "../checkout/messages"
import type { CartLine } from "../item-extra/cart-extras"
import { leasingProblem } from "./line-payment"

const LEASING = "pp_leasing_leasing"
const CARD = "pp_comgate_comgate"

const line = (id: string, metadata: Record<string, unknown> | null = null): CartLine => ({
  id, quantity: 1, unit_price: 5000, title: id, product_title: id, variant_title: null, metadata, product: null,
})
const choice = (kind: "lease" | "installment") => ({ payment_choice: { kind, barem_id: `barem_${kind}`, partner: "essox", name: kind, months: 12, monthly_payment: 400, arrange_type: null } })
const leased = (id: string) => line(id, choice("lease"))
const insurance = (parent: string) => line(`${parent}-insurance`, { item_extra: { parent_line_id: parent, offer_id: "iex_1", kind: "insurance" } })

describe("leasing cannot be combined with other payment types", () => {
  it("lets a cart whose lines are all leased be paid by leasing alone", () => {
    expect(leasingProblem([leased("a"), leased("b")], [LEASING])).toBeNull()
    // A leased device's insurance follows its device: not a line paid otherwise.
    expect(leasingProblem([leased("a"), insurance("a")], [LEASING])).toBeNull()
  })

  it("refuses a leased line with another payment, beside it or instead of it", () => {
    expect(leasingProblem([leased("a")], [CARD])).toBe(checkoutMessage("leasing_not_combined"))
    expect(leasingProblem([leased("a")], [LEASING, CARD])).toBe(checkoutMessage("leasing_not_combined"))
  })

  it("refuses leased lines mixed with lines paid otherwise, even with the leasing payment", () => {
    expect(leasingProblem([leased("a"), line("b")], [LEASING])).toBe(checkoutMessage("leasing_not_combined"))
    expect(leasingProblem([leased("a"), line("b", choice("installment"))], [LEASING])).toBe(checkoutMessage("leasing_not_combined"))
  })

  it("refuses the leasing payment for a cart without a leased line, and leaves other carts alone", () => {
    expect(leasingProblem([line("a")], [LEASING])).toBe(checkoutMessage("leasing_needs_leased_items"))
    expect(leasingProblem([line("a"), line("b", choice("installment"))], [CARD])).toBeNull()
    expect(leasingProblem([line("a")], [])).toBeNull()
  })
})
