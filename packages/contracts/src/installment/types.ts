import type { InstallmentPartner, InstallmentPlan } from './plan.js';

/** A barem as the admin reads it. */
export type AdminBarem = {
  id: string;
  partner: InstallmentPartner;
  name: string;
  months: number;
  min_amount: number;
  max_amount: number;
  interest_rate: number;
  fee_fixed: number;
  fee_monthly: number;
  valid_from: string | null;
  valid_to: string | null;
  is_active: boolean;
  /** The APR of a purchase at the middle of the range, for the grid. */
  example: InstallmentPlan & { amount: number };
};

/** One way to pay a price in installments. */
export type InstallmentOption = InstallmentPlan & { barem_id: string; partner: InstallmentPartner; name: string };

/** GET /store/installments/options: the options for the amount, cheapest monthly installment first; `best` is the first. */
export type StoreInstallmentOptions = { amount: number; currency_code: string; options: InstallmentOption[]; best: InstallmentOption | null };
