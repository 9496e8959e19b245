import { z } from 'zod';
import { queryInt } from '../shared/numbers.js';
import { INSTALLMENT_PARTNERS } from './plan.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_iso_date');

const baremFields = {
  partner: z.enum(INSTALLMENT_PARTNERS),
  name: z.string().trim().min(1).max(200),
  months: z.number().int().min(1).max(120),
  min_amount: z.number().int().min(0).max(10_000_000),
  max_amount: z.number().int().min(1).max(10_000_000),
  interest_rate: z.number().min(0).max(100),
  fee_fixed: z.number().int().min(0).max(1_000_000),
  fee_monthly: z.number().int().min(0).max(100_000),
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
  partner: z.enum(INSTALLMENT_PARTNERS).optional(),
  limit: queryInt().min(1).max(200).default(50),
  offset: queryInt().min(0).default(0),
});

/** GET /store/installments/options?amount= — the price in the region's whole units. */
export const StoreInstallmentOptionsSchema = z.object({ amount: queryInt().min(1).max(10_000_000) });
