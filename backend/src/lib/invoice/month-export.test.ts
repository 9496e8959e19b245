import { describe, expect, it } from "vitest"

import { monthVatCsv, monthVatSummary } from "./month-export"

describe("the month's VAT summary", () => {
  const invoices = [
    { vat_rates: [{ rate: 21, net: 1_073_554, vat: 225_446, total: 1_299_000 }], second_hand_total: 899_000 },
    {
      vat_rates: [
        { rate: 21, net: 6_529, vat: 1_371, total: 7_900 },
        { rate: 12, net: 8_929, vat: 1_071, total: 10_000 },
      ],
      second_hand_total: 0,
    },
  ]

  it("adds the invoices up per rate, highest first, the second-hand scheme's sales last", () => {
    expect(monthVatSummary(invoices)).toEqual([
      { rate: 21, net: 1_080_083, vat: 226_817, total: 1_306_900 },
      { rate: 12, net: 8_929, vat: 1_071, total: 10_000 },
      { rate: null, net: 899_000, vat: 0, total: 899_000 },
    ])
    expect(monthVatSummary([])).toEqual([])
  })

  it("is a CSV Czech Excel opens as it is: BOM, ';', CRLF, decimal commas, headed in the shop's language", () => {
    const csv = monthVatCsv(monthVatSummary(invoices), "cs")
    expect(csv.startsWith("\ufeff")).toBe(true)
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Sazba DPH;Základ;DPH;Celkem",
      "21 %;10800,83;2268,17;13069,00",
      "12 %;89,29;10,71;100,00",
      "použité zboží – zvláštní režim;8990,00;0,00;8990,00",
    ])
    expect(monthVatCsv([], "ro").slice(1).trimEnd()).toBe("Cota TVA;Valoare fără TVA;TVA;Total")
  })
})
