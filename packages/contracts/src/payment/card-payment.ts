// Constants and response shapes, zod-free so a page using them does not bundle zod (the schema is in ./card-payment-schema.ts).

/**
 * Card and wallet payments through the gateway (Comgate), paid after the order
 * is placed:
 *   POST /store/card-payments/:order_id { method } → CardPaymentStart (the shopper goes to `redirect_url`)
 *   GET  /store/card-payments/:order_id            → CardPaymentState (asks the gateway, captures a paid payment once)
 *   POST /hooks/comgate                            the gateway's notification (transId), verified at the gateway
 */
export const CARD_PAYMENT_METHODS = ['card', 'google_pay', 'apple_pay'] as const;
export type CardPaymentMethod = (typeof CARD_PAYMENT_METHODS)[number];

/** The Medusa payment provider of card payments. */
export const CARD_PAYMENT_PROVIDER = 'pp_comgate_comgate';

export type CardPaymentStart = { redirect_url: string; trans_id: string };

/**
 * - `unpaid`: no attempt yet (deferred payment);
 * - `pending`: the gateway has not settled the latest attempt;
 * - `paid`: captured;
 * - `failed`: the latest attempt was cancelled or refused — retry.
 */
export const CARD_PAYMENT_STATES = ['unpaid', 'pending', 'paid', 'failed'] as const;
export type CardPaymentStateName = (typeof CARD_PAYMENT_STATES)[number];

export type CardPaymentState = { state: CardPaymentStateName; method: CardPaymentMethod | null; trans_id: string | null };
