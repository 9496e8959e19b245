/** The installment partners the shop works with: Home Credit, Cofidis and ESSOX in Czechia, TBI Bank in Romania. */
export const INSTALLMENT_PARTNERS = ['home_credit', 'cofidis', 'essox', 'tbi'] as const;
export type InstallmentPartner = (typeof INSTALLMENT_PARTNERS)[number];

/** How a cart item's installment sale is arranged (the specification's `installmentArrangeType`). */
export const INSTALLMENT_ARRANGE_TYPES = ['on-store', 'online'] as const;
export type InstallmentArrangeType = (typeof INSTALLMENT_ARRANGE_TYPES)[number];

/** The terms of a barem (installment scale) that decide a plan; amounts in the currency's whole units. */
export type BaremTerms = {
  months: number;
  /** Yearly interest rate in percent (0 for an interest-free scale). */
  interest_rate: number;
  /** Paid once, at the start (the application fee). */
  fee_fixed: number;
  /** Added to every installment (account keeping). */
  fee_monthly: number;
};

export type InstallmentPlan = {
  months: number;
  monthly_payment: number;
  total_payable: number;
  /** RPSN / DAE: the yearly cost of the credit in percent, one decimal, fees included. */
  apr: number;
};

/** The annuity payment of a loan of `principal` over `months` at a monthly rate (0: equal parts). */
function annuity(principal: number, months: number, monthlyRate: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/**
 * The yearly percentage rate of charge (EU Consumer Credit Directive, annex I):
 * the rate i at which the credit actually paid out (the price less the fee
 * paid at the start) equals the installments (and a lease's residual value,
 * paid with the last one) discounted monthly, APR = (1 + i)^12 − 1. Found by
 * bisection; 0 when nothing is charged.
 */
function annualPercentageRate(principal: number, terms: BaremTerms, payment: number, residual = 0): number {
  const paidOut = principal - terms.fee_fixed;
  const presentValue = (i: number) => payment * (i === 0 ? terms.months : (1 - (1 + i) ** -terms.months) / i) + residual / (1 + i) ** terms.months;
  if (paidOut <= 0 || presentValue(0) <= paidOut) return 0;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 100; step++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > paidOut) low = mid;
    else high = mid;
  }
  return Math.round(((1 + low) ** 12 - 1) * 1000) / 10;
}

/**
 * What buying `price` on a barem costs: the monthly installment (rounded up
 * to a whole crown or leu, as partners quote it), the total and the APR.
 */
export function installmentPlan(price: number, terms: BaremTerms): InstallmentPlan {
  const exact = annuity(price, terms.months, terms.interest_rate / 100 / 12) + terms.fee_monthly;
  const monthly_payment = Math.ceil(exact - 1e-9);
  return {
    months: terms.months,
    monthly_payment,
    total_payable: monthly_payment * terms.months + terms.fee_fixed,
    apr: annualPercentageRate(price, terms, exact),
  };
}

/** The installment calculator page per variant and the name of its amount parameter. */
export const INSTALLMENT_PATHS = {
  cz: { calculator: '/splatky', amount: 'castka' },
  ro: { calculator: '/rate', amount: 'suma' },
} as const;

/** The calculator for a price: `/splatky?castka=12990`. */
export const installmentCalculatorUrl = (variant: keyof typeof INSTALLMENT_PATHS, amount: number) =>
  `${INSTALLMENT_PATHS[variant].calculator}?${INSTALLMENT_PATHS[variant].amount}=${Math.round(amount)}`;

/** What a barem is a scale of: paying a purchase in installments, or leasing the device (time-limited lease offers are lease barems with a validity). */
export const BAREM_KINDS = ['installment', 'lease'] as const;
export type BaremKind = (typeof BAREM_KINDS)[number];

/** A lease barem's terms: the installment terms plus the residual value left to pay (or return the device) at the end. */
export type LeaseTerms = BaremTerms & {
  /** The residual value in percent of the price (0–90). */
  residual_percent: number;
};

export type LeasePlan = InstallmentPlan & {
  /** What is left at the end of the lease: paid to keep the device, or the device is returned. */
  residual_value: number;
};

/**
 * What leasing `price` on a lease barem costs: a lease with a balloon. The
 * payments repay the price less the present value of the residual value at
 * the yearly interest rate, so the monthly payment is
 * (P − R / (1 + r)^n) · r / (1 − (1 + r)^−n) + monthly fee (equal parts of
 * P − R without interest), rounded up to a whole crown or leu as partners
 * quote it; the residual R is rounded to whole units. The APR counts the
 * residual as the last payment.
 */
export function leasePlan(price: number, terms: LeaseTerms): LeasePlan {
  const residual_value = Math.round((price * terms.residual_percent) / 100);
  const r = terms.interest_rate / 100 / 12;
  const financed = r === 0 ? price - residual_value : price - residual_value / (1 + r) ** terms.months;
  const exact = annuity(financed, terms.months, r) + terms.fee_monthly;
  const monthly_payment = Math.ceil(exact - 1e-9);
  return {
    months: terms.months,
    monthly_payment,
    residual_value,
    total_payable: monthly_payment * terms.months + terms.fee_fixed + residual_value,
    apr: annualPercentageRate(price, terms, exact, residual_value),
  };
}
