import { describe, expect, it } from 'vitest';
import { installmentPlan } from './plan.js';

describe('installment plan of a barem', () => {
  it('splits an interest-free purchase into equal parts rounded up, with an APR of 0', () => {
    expect(installmentPlan(10_000, { months: 10, interest_rate: 0, fee_fixed: 0, fee_monthly: 0 })).toEqual({
      months: 10,
      monthly_payment: 1000,
      total_payable: 10_000,
      apr: 0,
    });
    expect(installmentPlan(9_999, { months: 10, interest_rate: 0, fee_fixed: 0, fee_monthly: 0 }).monthly_payment).toBe(1000);
  });

  it('pays an annuity at the yearly interest, whose APR is the effective yearly rate', () => {
    // 20 000 at 12 % a year over 24 months: 941.47 a month; APR (1.01^12 − 1) = 12.7 %.
    const plan = installmentPlan(20_000, { months: 24, interest_rate: 12, fee_fixed: 0, fee_monthly: 0 });
    expect(plan.monthly_payment).toBe(942);
    expect(plan.total_payable).toBe(942 * 24);
    expect(plan.apr).toBe(12.7);
  });

  it('counts the fees into the APR even when the interest is zero', () => {
    const plan = installmentPlan(12_000, { months: 12, interest_rate: 0, fee_fixed: 500, fee_monthly: 50 });
    expect(plan.monthly_payment).toBe(1050);
    expect(plan.total_payable).toBe(1050 * 12 + 500);
    expect(plan.apr).toBeGreaterThan(17);
    expect(plan.apr).toBeLessThan(20);
  });
});
