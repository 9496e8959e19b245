import { describe, expect, it } from 'vitest';
import { freeShippingFrom, freeShippingProgress } from './free-shipping';

const rule = (value: number, operator = 'gte') => ({ attribute: 'item_total', operator, value });

describe('free shipping', () => {
  it('reads the threshold from a zero price with an item-total rule of the cart currency', () => {
    const prices = [
      { amount: 129, currency_code: 'czk', price_rules: [] },
      { amount: 0, currency_code: 'czk', price_rules: [{ attribute: 'region_id', operator: 'eq', value: 'reg_1' }, rule(2000)] },
      { amount: 0, currency_code: 'ron', price_rules: [rule(400)] },
    ];
    expect(freeShippingFrom(prices, 'czk')).toBe(2000);
    expect(freeShippingFrom(prices, 'RON')).toBe(400);
    expect(freeShippingFrom([{ amount: 0, currency_code: 'czk', price_rules: [] }], 'czk')).toBeNull();
    expect(freeShippingFrom([{ amount: 50, currency_code: 'czk', price_rules: [rule(2000)] }], 'czk')).toBeNull();
    expect(freeShippingFrom(undefined, 'czk')).toBeNull();
  });

  it('tells what is left to the lowest threshold, and 0 once reached', () => {
    expect(freeShippingProgress([2000, null, 3000], 1500)).toEqual({ from: 2000, remaining: 500 });
    expect(freeShippingProgress([2000], 2500)).toEqual({ from: 2000, remaining: 0 });
    expect(freeShippingProgress([null], 100)).toBeNull();
  });
});
