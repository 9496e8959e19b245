import { describe, expect, it } from "vitest"
import type { CartLine } from "../item-extra/cart-extras"
import { linePaymentProblem } from "./line-payment"

const LEASING = "pp_leasing_leasing"
const CARD = "pp_comgate_comgate"

const line = (id: string, metadata: Record<string, unknown> | null = null): CartLine => ({
  id,
  quantity: 1,
  unit_price: 5000,
  title: id,
  product_title: id,
  variant_title: null,
  metadata,
  product: null,
})
const choice = (kind: "lease" | "installment") => ({
  payment_choice: { kind, barem_id: `barem_${kind}`, partner: "essox", name: kind, months: 12, monthly_payment: 400, arrange_type: null },
})
const leased = (id: string) => line(id, choice("lease"))
const insurance = (parent: string) => line(`${parent}-insurance`, { item_extra: { parent_line_id: parent, offer_id: "iex_1", kind: "insurance" } })

describe("leasing cannot be combined with other payment types", () => {
  it("lets a cart whose lines are all leased be paid by leasing alone", () => {
    expect(linePaymentProblem([leased("a"), leased("b")], [LEASING])).toBeNull()
    // A leased device's insurance follows its device: not a line paid otherwise.
    expect(linePaymentProblem([leased("a"), insurance("a")], [LEASING])).toBeNull()
  })

  it("refuses a leased line with another payment, beside it or instead of it", () => {
    expect(linePaymentProblem([leased("a")], [CARD])).toBe("leasing_not_combined")
    expect(linePaymentProblem([leased("a")], [LEASING, CARD])).toBe("leasing_not_combined")
  })

  it("refuses leased lines mixed with lines paid otherwise, even with the leasing payment", () => {
    expect(linePaymentProblem([leased("a"), line("b")], [LEASING])).toBe("leasing_not_combined")
    expect(linePaymentProblem([leased("a"), line("b", choice("installment"))], [LEASING])).toBe("leasing_not_combined")
  })

  it("refuses the leasing payment for a cart without a leased line, and leaves other carts alone", () => {
    expect(linePaymentProblem([line("a")], [LEASING])).toBe("leasing_needs_leased_items")
    expect(linePaymentProblem([line("a"), line("b", choice("installment"))], ["pp_home-credit_home-credit"])).toBeNull()
    expect(linePaymentProblem([line("a")], [])).toBeNull()
  })
})

describe("an item chosen for installments is paid by an installment partner only", () => {
  const HOME_CREDIT = "pp_home-credit_home-credit"
  const TBI = "pp_tbi_tbi"
  const onInstallments = (id: string) => line(id, choice("installment"))

  it("takes the installment partners' providers, beside lines paid normally", () => {
    expect(linePaymentProblem([onInstallments("a"), line("b")], [HOME_CREDIT])).toBeNull()
    expect(linePaymentProblem([onInstallments("a")], [TBI])).toBeNull()
    expect(linePaymentProblem([onInstallments("a"), insurance("a")], [HOME_CREDIT])).toBeNull()
  })

  it("refuses any other provider, alone or beside an installment one", () => {
    expect(linePaymentProblem([onInstallments("a")], [CARD])).toBe("installments_only")
    expect(linePaymentProblem([onInstallments("a"), line("b")], [HOME_CREDIT, CARD])).toBe("installments_only")
    expect(linePaymentProblem([onInstallments("a")], ["pp_bank-transfer_bank-transfer"])).toBe("installments_only")
  })

  it("leaves carts without an installment line to the other rules", () => {
    expect(linePaymentProblem([line("a")], [CARD])).toBeNull()
    expect(linePaymentProblem([line("a")], [HOME_CREDIT])).toBeNull()
  })
})
