import { describe, expect, it } from "vitest"
import WeightRatesFulfillmentService, { cartWeightGrams } from "./service"

const rates = {
  bands: [
    { from_grams: 0, czk: 129, ron: 25 },
    { from_grams: 500, czk: 149, ron: 29 },
  ],
  free_from: { czk: 2000, ron: 400 },
  cash_on_delivery_fee: { czk: 39, ron: 9 },
}

describe("weight-rates fulfillment provider", () => {
  it("weighs the cart by the variants' weight (else the product's) times the quantities", () => {
    expect(
      cartWeightGrams([{ quantity: 2, variant: { weight: 250 } }, { quantity: 3, variant: { weight: null }, product: { weight: 40 } }, { quantity: 1 }]),
    ).toBe(620)
    expect(cartWeightGrams(undefined)).toBe(0)
  })

  it("prices by the item total Medusa gives, else by the lines; refuses an option without rates", async () => {
    const provider = new WeightRatesFulfillmentService()
    const items = [{ quantity: 2, unit_price: 890, variant: { weight: 250 } }]
    const price = (optionData: Record<string, unknown>, context: Record<string, unknown>) =>
      provider.calculatePrice(optionData, {}, { currency_code: "czk", items, ...context } as never)
    expect(await price({ rates }, {})).toEqual({ calculated_amount: 149 + 39, is_calculated_price_tax_inclusive: true })
    // A discount that brings the goods below the threshold counts: Medusa's item_total is after discounts.
    expect((await price({ rates }, { item_total: 1999 })).calculated_amount).toBe(149 + 39)
    expect((await price({ rates }, { item_total: 2000 })).calculated_amount).toBe(39)
    await expect(price({}, {})).rejects.toThrow(/no weight rates/)
    expect(await provider.validateOption({ rates })).toBe(true)
    expect(await provider.validateOption({ rates: { ...rates, bands: [] } })).toBe(false)
  })
})
