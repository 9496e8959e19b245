import { z } from 'zod';
import { normalizeIsic, validateIsic } from '@electroshop/domain';

/**
 * The ISIC student discount is a promotion with this code (seeded; staff set
 * its value in the admin). Shoppers cannot type it: the shop applies it to a
 * cart only after the card is verified (`POST /store/carts/:id/isic`).
 */
export const ISIC_PROMOTION_CODE = 'ISIC';

/** The verified card kept on the cart (and so on the order): the number masked, the holder as typed. */
export type IsicCard = { card: string; holder: string; verified_at: string };

/** `S123456789012X` → `S********012X`: enough for staff to match a card shown in the shop. */
export const maskIsic = (number: string) => `${number.slice(0, 1)}${'*'.repeat(8)}${number.slice(9)}`;

/**
 * POST /store/carts/:id/isic, the specification's "add ISIC (cardNumber,
 * cardHolder)": a letter, 12 digits and a letter (spaces and case ignored),
 * and the holder's name as on the card.
 */
export const StoreApplyIsicSchema = z
  .object({
    cardNumber: z
      .string()
      .transform(normalizeIsic)
      .superRefine((value, ctx) => {
        const problem = value ? validateIsic(value) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { code: problem } });
      })
      .pipe(z.string().min(1)),
    cardHolder: z.string().trim().min(2).max(100),
  })
  .strict();
export type StoreApplyIsic = z.infer<typeof StoreApplyIsicSchema>;
