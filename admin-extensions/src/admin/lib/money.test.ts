import { describe, expect, it } from "vitest"
import { formatAmount, isWholeUnitCurrency } from "./money"

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ")

describe("formatAmount", () => {
  it("shows CZK in whole crowns in Czech format whatever the admin language", () => {
    expect(nbsp(formatAmount(60109, "czk", "en"))).toBe("60 109 Kč")
    expect(nbsp(formatAmount(1234.5, "CZK", "ro"))).toBe("1 235 Kč")
  })

  it("shows RON in whole lei in Romanian format", () => {
    expect(nbsp(formatAmount(1234.4, "ron", "cs"))).toBe("1.234 lei")
  })

  it("keeps decimals of other currencies", () => {
    expect(formatAmount(12.5, "eur", "en")).toBe("€12.50")
  })

  it("never renders minus zero", () => {
    expect(nbsp(formatAmount(-0.4, "czk"))).toBe("0 Kč")
  })

  it("knows which currencies are whole-unit", () => {
    expect(isWholeUnitCurrency(" CZK ")).toBe(true)
    expect(isWholeUnitCurrency("ron")).toBe(true)
    expect(isWholeUnitCurrency("eur")).toBe(false)
  })
})
