import { describe, expect, it } from 'vitest';
import { isTradeInCode, tradeInBonusAmount, tradeInCode } from './trade-in';

describe('trade-in bonus', () => {
  it('is the percentage of the sale price, rounded down', () => {
    expect(tradeInBonusAmount(8000, 15, 20000)).toBe(1200);
    expect(tradeInBonusAmount(3333, 10, 20000)).toBe(333);
  });

  it('never exceeds the new device price, and 100 % is the most', () => {
    expect(tradeInBonusAmount(8000, 15, 999)).toBe(999);
    expect(tradeInBonusAmount(1000, 250, 5000)).toBe(1000);
  });

  it('is nothing without a price, a percentage or an item', () => {
    expect(tradeInBonusAmount(0, 15, 1000)).toBe(0);
    expect(tradeInBonusAmount(1000, 0, 1000)).toBe(0);
    expect(tradeInBonusAmount(1000, 10, 0)).toBe(0);
    expect(tradeInBonusAmount(1000, Number.NaN, 1000)).toBe(0);
  });

  it('names the promotion after the sale, in any case', () => {
    expect(tradeInCode(' v26000012 ')).toBe('TRADEIN-V26000012');
    expect(isTradeInCode('tradein-v1')).toBe(true);
    expect(isTradeInCode('ISIC')).toBe(false);
    expect(isTradeInCode(42)).toBe(false);
  });
});
