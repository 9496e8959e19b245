import { describe, expect, it } from 'vitest';
import { installmentPlan, leasePlan } from './plan.js';

describe('lease plan of a lease barem', () => {
  it('repays the price less the residual value in equal parts when interest-free', () => {
    expect(leasePlan(12_000, { months: 12, interest_rate: 0, fee_fixed: 0, fee_monthly: 0, residual_percent: 25 })).toEqual({
      months: 12,
      monthly_payment: 750,
      residual_value: 3000,
      total_payable: 12_000,
      apr: 0,
    });
  });

  it('discounts the residual value at the interest rate: a balloon annuity whose APR is the effective yearly rate', () => {
    // 20 000 at 12 % a year over 24 months, 20 % residual: (20 000 − 4 000 / 1.01^24) · 0.01 / (1 − 1.01^−24) = 793.17.
    const plan = leasePlan(20_000, { months: 24, interest_rate: 12, fee_fixed: 0, fee_monthly: 0, residual_percent: 20 });
    expect(plan.residual_value).toBe(4000);
    expect(plan.monthly_payment).toBe(794);
    expect(plan.total_payable).toBe(794 * 24 + 4000);
    expect(plan.apr).toBe(12.7);
  });

  it('is the installment plan when nothing is left at the end', () => {
    const terms = { months: 36, interest_rate: 9.9, fee_fixed: 300, fee_monthly: 20 };
    const lease = leasePlan(30_000, { ...terms, residual_percent: 0 });
    expect({ ...lease, residual_value: undefined }).toEqual({ ...installmentPlan(30_000, terms), residual_value: undefined });
  });

  it('adds the fees: the monthly fee to every payment and the fixed fee to the total, raising the APR', () => {
    const plan = leasePlan(10_000, { months: 10, interest_rate: 0, fee_fixed: 500, fee_monthly: 30, residual_percent: 10 });
    expect(plan.monthly_payment).toBe(930);
    expect(plan.total_payable).toBe(930 * 10 + 500 + 1000);
    expect(plan.apr).toBeGreaterThan(10);
  });
});
