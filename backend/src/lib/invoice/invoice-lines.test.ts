import { describe, expect, it } from "vitest"

import { invoiceLine, invoiceTotals } from "./invoice-lines"

describe("invoice lines", () => {
  it("takes the VAT out of a total that includes it, to the haléř", () => {
    // 12 990 Kč at 21 %: 12 990 × 21 / 121 = 2 254.46
    expect(invoiceLine({ title: "Pixel 9", sku: "PX9", quantity: 1, total: 12990, rates: [21], second_hand: false })).toEqual({
      title: "Pixel 9",
      sku: "PX9",
      quantity: 1,
      scheme: "standard",
      vat_rate: 21,
      unit_net: 1_073_554,
      net: 1_073_554,
      vat: 225_446,
      total: 1_299_000,
    })
  })

  it("shows a second-hand device without VAT", () => {
    const line = invoiceLine({ title: "iPhone 13 (used)", quantity: 2, total: "17980", rates: [21], second_hand: true })
    expect(line).toMatchObject({ scheme: "second_hand", vat_rate: null, unit_net: 899_000, net: 1_798_000, vat: 0, total: 1_798_000 })
  })

  it("recapitulates per rate from the rate's total, with second-hand goods apart", () => {
    const lines = [
      invoiceLine({ title: "Case", quantity: 1, total: 0.01, rates: [21], second_hand: false }),
      invoiceLine({ title: "Cable", quantity: 1, total: 0.01, rates: [21], second_hand: false }),
      invoiceLine({ title: "Book", quantity: 1, total: 100, rates: [12], second_hand: false }),
      invoiceLine({ title: "Used phone", quantity: 1, total: 5000, rates: [], second_hand: true }),
    ]
    // Each 0.01 line alone has no VAT after rounding; their rate's 0.02 does not either, but 100 at 12 % has 10.71.
    expect(invoiceTotals(lines)).toEqual({
      vat_rates: [
        { rate: 21, net: 2, vat: 0, total: 2 },
        { rate: 12, net: 8_929, vat: 1_071, total: 10_000 },
      ],
      second_hand_total: 500_000,
      total: 510_002,
    })
  })
})
