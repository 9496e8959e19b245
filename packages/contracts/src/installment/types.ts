import type { BaremKind, InstallmentArrangeType, InstallmentPartner, InstallmentPlan, LeasePlan } from './plan.js';

/** A barem as the admin reads it. */
export type AdminBarem = {
  id: string;
  kind: BaremKind;
  partner: InstallmentPartner;
  name: string;
  months: number;
  min_amount: number;
  max_amount: number;
  interest_rate: number;
  fee_fixed: number;
  fee_monthly: number;
  residual_percent: number;
  valid_from: string | null;
  valid_to: string | null;
  is_active: boolean;
  /** The APR of a purchase at the middle of the range, for the grid. */
  example: InstallmentPlan & { amount: number; residual_value?: number };
};

/** One way to pay a price in installments. */
export type InstallmentOption = InstallmentPlan & { barem_id: string; partner: InstallmentPartner; name: string };

/** GET /store/installments/options: the options for the amount, cheapest monthly installment first; `best` is the first. */
export type StoreInstallmentOptions = { amount: number; currency_code: string; options: InstallmentOption[]; best: InstallmentOption | null };

/** One lease offer for a price (a lease barem): `valid_to` set for a time-limited offer. */
export type LeaseOption = LeasePlan & { barem_id: string; partner: InstallmentPartner; name: string; valid_to: string | null };

/** GET /store/leases/options: the lease offers for the amount, cheapest monthly payment first. */
export type StoreLeaseOptions = { amount: number; currency_code: string; options: LeaseOption[] };

/** How a cart line is paid: normally, in installments, or leased (leasing cannot be combined with other payment types). */
export const LINE_PAYMENT_KINDS = ['standard', 'installment', 'lease'] as const;
export type LinePaymentKind = (typeof LINE_PAYMENT_KINDS)[number];

/** The line item's metadata key of its payment choice. */
export const LINE_PAYMENT_METADATA_KEY = 'payment_choice';

/**
 * A cart line's payment choice as stored on the line item (and so on the
 * order's item): the barem's terms when chosen, so the order, e-mail and
 * admin show what the shopper agreed to.
 */
export type LinePaymentChoice = {
  kind: Exclude<LinePaymentKind, 'standard'>;
  barem_id: string;
  partner: InstallmentPartner;
  name: string;
  months: number;
  monthly_payment: number;
  /** Installments only: the specification's `installmentArrangeType`. */
  arrange_type: InstallmentArrangeType | null;
};

/** The stored choice of a line item's metadata, or null (paid normally, or nothing readable). */
export function linePaymentChoice(metadata: Record<string, unknown> | null | undefined): LinePaymentChoice | null {
  const value = metadata?.[LINE_PAYMENT_METADATA_KEY] as Partial<LinePaymentChoice> | undefined;
  if (!value || typeof value !== 'object' || (value.kind !== 'installment' && value.kind !== 'lease') || typeof value.barem_id !== 'string') return null;
  return value as LinePaymentChoice;
}

/** GET /store/carts/:id/line-payments: per device line, the installment and lease barems covering its total; `changed`: lines whose choice no longer holds. */
export type StoreCartLinePayments = {
  lines: Record<string, { installments: InstallmentOption[]; leases: LeaseOption[] }>;
  changed: string[];
};

/** POST /store/carts/:id/line-payments/:line_id: the cart's lines with their metadata (the choice at `metadata.payment_choice`). */
export type StoreSetLinePaymentResponse = {
  cart: { id: string; items: { id: string; metadata: Record<string, unknown> | null }[] };
};
