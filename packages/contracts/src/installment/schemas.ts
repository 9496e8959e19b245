import { z } from 'zod';
import { queryInt } from '../shared/numbers.js';
import { BAREM_KINDS, INSTALLMENT_ARRANGE_TYPES, INSTALLMENT_PARTNERS } from './plan.js';
import { LINE_PAYMENT_KINDS } from './types.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_iso_date');

const baremFields = {
  kind: z.enum(BAREM_KINDS).optional(),
  partner: z.enum(INSTALLMENT_PARTNERS),
  name: z.string().trim().min(1).max(200),
  months: z.number().int().min(1).max(120),
  min_amount: z.number().int().min(0).max(10_000_000),
  max_amount: z.number().int().min(1).max(10_000_000),
  interest_rate: z.number().min(0).max(100),
  fee_fixed: z.number().int().min(0).max(1_000_000),
  fee_monthly: z.number().int().min(0).max(100_000),
  /** A lease's residual value in percent of the price (an installment barem has none). */
  residual_percent: z.number().min(0).max(90).optional(),
  valid_from: day.nullable().optional(),
  valid_to: day.nullable().optional(),
  is_active: z.boolean().optional(),
};

type Range = { min_amount?: number; max_amount?: number; valid_from?: string | null; valid_to?: string | null };

/** The amount range and the validity must not be upside down. */
const ordered = (barem: Range, ctx: z.RefinementCtx) => {
  if (barem.min_amount !== undefined && barem.max_amount !== undefined && barem.max_amount < barem.min_amount)
    ctx.addIssue({ code: 'custom', path: ['max_amount'], message: 'price_range_inverted', params: { code: 'range_inverted' } });
  if (barem.valid_from && barem.valid_to && barem.valid_to < barem.valid_from)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'date_range_inverted', params: { code: 'range_inverted' } });
};

/** POST /admin/barems */
export const AdminCreateBaremSchema = z.object(baremFields).strict().superRefine(ordered);
export type AdminCreateBarem = z.infer<typeof AdminCreateBaremSchema>;

/** POST /admin/barems/:id (the range is checked against the stored values too, by the route) */
export const AdminUpdateBaremSchema = z.object(baremFields).partial().strict().superRefine(ordered);
export type AdminUpdateBarem = z.infer<typeof AdminUpdateBaremSchema>;

/** GET /admin/barems */
export const AdminListBaremsSchema = z.object({
  kind: z.enum(BAREM_KINDS).optional(),
  partner: z.enum(INSTALLMENT_PARTNERS).optional(),
  limit: queryInt().min(1).max(200).default(50),
  offset: queryInt().min(0).default(0),
});

/** GET /store/installments/options?amount= — the price in the region's whole units. */
export const StoreInstallmentOptionsSchema = z.object({ amount: queryInt().min(1).max(10_000_000) });

/** GET /store/leases/options?amount= — the lease offers for a price in the region's whole units. */
export const StoreLeaseOptionsSchema = StoreInstallmentOptionsSchema;

/**
 * POST /store/carts/:id/line-items/:line_id/payment — how the shopper pays one
 * cart line: normally, on an installment barem (arranged on-store or online),
 * or leased on a lease barem.
 */
export const StoreSetLinePaymentSchema = z
  .object({
    kind: z.enum(LINE_PAYMENT_KINDS),
    barem_id: z.string().trim().max(100).optional(),
    arrange_type: z.enum(INSTALLMENT_ARRANGE_TYPES).optional(),
  })
  .strict()
  .superRefine((choice, ctx) => {
    if (choice.kind !== 'standard' && !choice.barem_id) ctx.addIssue({ code: 'custom', path: ['barem_id'], message: 'required', params: { code: 'required' } });
    if (choice.kind === 'installment' && !choice.arrange_type)
      ctx.addIssue({ code: 'custom', path: ['arrange_type'], message: 'required', params: { code: 'required' } });
  });
export type StoreSetLinePayment = z.infer<typeof StoreSetLinePaymentSchema>;

/**
 * POST /store/carts/:id/line-items: besides Medusa's fields, `installment_id`,
 * the installment barem the product is added on (the product page's
 * installment choice); the new line gets that choice, arranged online.
 */
export const StoreAddLineInstallmentSchema = z.object({ installment_id: z.string().trim().min(1).max(100).optional() }).passthrough();
export type StoreAddLineInstallment = z.infer<typeof StoreAddLineInstallmentSchema>;
