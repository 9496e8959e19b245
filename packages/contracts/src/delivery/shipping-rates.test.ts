import { describe, expect, it } from 'vitest';
import { ratesFreeFrom, ShippingRatesSchema, shippingRatePrice, type ShippingRates } from './shipping-rates.js';

const rates: ShippingRates = {
  bands: [
    { from_grams: 0, czk: 129, ron: 25 },
    { from_grams: 500, czk: 149, ron: 29 },
    { from_grams: 2000, czk: 179, ron: 35 },
  ],
  free_from: { czk: 2000, ron: 400 },
};
const issues = (input: unknown) => ShippingRatesSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('delivery prices by weight and order value', () => {
  it('takes the band the weight reaches (its start inclusive), the last band for anything heavier', () => {
    expect(shippingRatePrice(rates, 'czk', 30, 199)).toBe(129);
    expect(shippingRatePrice(rates, 'czk', 499, 199)).toBe(129);
    expect(shippingRatePrice(rates, 'czk', 500, 199)).toBe(149);
    expect(shippingRatePrice(rates, 'ron', 25_000, 100)).toBe(35);
  });

  it('is free from the threshold of goods whatever the weight; the cash-on-delivery fee stays', () => {
    expect(shippingRatePrice(rates, 'czk', 25_000, 2000)).toBe(0);
    expect(shippingRatePrice(rates, 'ron', 900, 399)).toBe(29);
    const cod = { ...rates, cash_on_delivery_fee: { czk: 39, ron: 9 } };
    expect(shippingRatePrice(cod, 'czk', 900, 500)).toBe(149 + 39);
    expect(shippingRatePrice(cod, 'ron', 900, 400)).toBe(9);
    expect(shippingRatePrice({ ...rates, free_from: null }, 'czk', 0, 99_999)).toBe(129);
  });

  it('refuses bands not starting at 0 g or not ascending, fractions and negative amounts', () => {
    expect(issues(rates)).toEqual([]);
    expect(issues({ ...rates, bands: [{ from_grams: 10, czk: 1, ron: 1 }] })).toEqual(['bands.0.from_grams:first_band_from_zero']);
    expect(issues({ ...rates, bands: [rates.bands[0], { from_grams: 0, czk: 1, ron: 1 }] })).toEqual(['bands.1.from_grams:bands_not_ascending']);
    expect(issues({ ...rates, bands: [{ from_grams: 0, czk: 1.5, ron: -1 }] }).sort()).toEqual([
      'bands.0.czk:whole_amount',
      expect.stringMatching(/^bands\.0\.ron:/),
    ]);
    expect(issues({ ...rates, bands: [] })).toHaveLength(1);
  });

  it('reads the free-delivery threshold of an option for the progress message', () => {
    expect(ratesFreeFrom({ rates }, 'CZK')).toBe(2000);
    expect(ratesFreeFrom({ rates: { ...rates, free_from: null } }, 'czk')).toBeNull();
    expect(ratesFreeFrom({}, 'ron')).toBeNull();
  });
});
