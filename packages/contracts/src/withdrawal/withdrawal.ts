import { z } from 'zod';

/** A consumer may withdraw from a contract made at a distance within 14 days of receiving the goods (Czech Civil Code §1829, Romanian OUG 34/2014 art. 9). */
export const WITHDRAWAL_DAYS = 14;

/** The shop refunds a withdrawal within 14 days of receiving it (Czech Civil Code §1832, Romanian OUG 34/2014 art. 13), though not before the goods are back. */
export const WITHDRAWAL_REFUND_DAYS = 14;

/** How the goods go back: a parcel the shopper drops off with the carrier (the shop sends a return label), or brought to one of the shop's stores. */
export const RETURN_METHODS = ['carrier', 'store'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

/**
 * Why an order cannot be withdrawn from (now): its goods have not reached the shopper yet, the 14 days are over,
 * a company bought it (the right is a consumer's), or every item is already on its way back.
 */
export const WITHDRAWAL_REFUSALS = ['withdrawal_not_delivered', 'withdrawal_period_over', 'withdrawal_company_purchase', 'withdrawal_nothing_left'] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

/** An item of the order and how many of it can still be sent back. */
export type StoreWithdrawalItem = { item_id: string; title: string; quantity: number };

/**
 * A withdrawal the shopper made (Medusa's return of the order): requested, then received by the shop, then
 * refunded (`refunded_amount`, in the order's currency).
 */
export type StoreWithdrawal = {
  id: string;
  requested_at: string;
  status: 'requested' | 'received' | 'refunded' | 'canceled';
  method: ReturnMethod;
  items: { title: string; quantity: number }[];
  refunded_amount: number | null;
};

/**
 * GET /store/orders/:id/withdrawal: whether the order can be withdrawn from now and why not, the last day
 * (YYYY-MM-DD in the shop's time zone), the items, whether a refund needs the shopper's bank account (paid on
 * delivery or by bank transfer: no card to refund to), and the withdrawals made.
 */
export type StoreWithdrawalResponse = {
  refusal: WithdrawalRefusal | null;
  deadline: string | null;
  items: StoreWithdrawalItem[];
  refund_account_required: boolean;
  withdrawals: StoreWithdrawal[];
};

/**
 * POST /store/orders/:id/withdrawal: the items and quantities sent back, how, the store they are brought to
 * (method `store`), and the account to refund to (required when `refund_account_required`; a Czech account
 * number or an IBAN in cz, an IBAN in ro).
 */
export const StoreWithdrawalSchema = z
  .object({
    items: z
      .array(z.object({ item_id: z.string().trim().min(1).max(100), quantity: z.number().int().min(1).max(1000) }).strict())
      .min(1, 'required')
      .max(100),
    method: z.enum(RETURN_METHODS),
    store_id: z.string().trim().min(1).max(100).optional(),
    refund_account: z.string().trim().max(50).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.method === 'store' && !body.store_id) ctx.addIssue({ code: 'custom', path: ['store_id'], message: 'required', params: { code: 'required' } });
  });
export type StoreWithdrawalBody = z.infer<typeof StoreWithdrawalSchema>;

/** The withdrawal made: the order's withdrawals as the page shows them. */
export type StoreWithdrawalCreatedResponse = { withdrawal: StoreWithdrawal };

/**
 * A withdrawal as the order's page in the admin shows it: the store the goods are brought to, and the refund
 * account masked (personal data: its last four characters), revealed on request to a role allowed to.
 */
export type AdminWithdrawal = StoreWithdrawal & {
  store_name: string | null;
  refund_account_masked: string | null;
  /** The last day of the refund (YYYY-MM-DD, shop's time zone): 14 days after the withdrawal was made. */
  refund_due: string;
  /** What the refund will be (or was): the credit notes of the goods received back; null before any is issued. */
  refund_amount: number | null;
  /** Where the money goes: back through the order's payment (a card, an installment partner) or to the refund account by bank transfer. */
  refund_to: 'payment' | 'account';
  refunded_at: string | null;
};

/** GET /admin/orders/:id/withdrawals */
export type AdminOrderWithdrawalsResponse = { withdrawals: AdminWithdrawal[] };

/** POST /admin/orders/:id/withdrawals/:return_id/refund-account: the account in full, to refund to; the reveal is logged. */
export type AdminRefundAccountResponse = { refund_account: string };

/**
 * POST /admin/orders/:id/withdrawals/:return_id/refund: the withdrawal's goods received and credited, its refund
 * (the credit notes' amount) goes back through the order's captured payment (Medusa's refund: the card gateway's
 * or the installment partner's, or queued for staff to send to the refund account); the shopper is e-mailed.
 * Above the shop's refund limit it needs a supervisor's approval.
 */
export type AdminWithdrawalRefundResponse = { withdrawal: AdminWithdrawal };
