// Constants and response shapes, zod-free (the schemas are in ./installment-payment-schema.ts).

/**
 * Installments with the partner (Home Credit, cz), paid by the partner after the order is placed:
 *   POST /store/installment-payments/:order_id        → InstallmentPaymentStart (the shopper goes to `redirect_url`, the partner's application)
 *   GET  /store/installment-payments/:order_id        → InstallmentPaymentState (asks the partner)
 *   POST /hooks/home-credit                           the partner's notification ({ id }), verified at the partner
 *   GET  /admin/installment-payments/:order_id        → InstallmentPaymentState
 *   POST /admin/installment-payments/:order_id { status: "sent" } → the loan is finalised with the partner, the payment captured (idempotent)
 */
export const INSTALLMENT_PAYMENT_PROVIDER = 'pp_home-credit_home-credit';

/**
 * Every installment partner's payment provider, by id prefix: Home Credit's
 * (cz) and TBI Bank's (`pp_tbi_tbi`, ro). A cart with a line chosen for
 * installments is paid with one of these and nothing else.
 */
export const INSTALLMENT_PROVIDER_PREFIXES = ['pp_home-credit_', 'pp_tbi_'] as const;

export const isInstallmentProvider = (providerId: string | null | undefined): boolean =>
  Boolean(providerId && INSTALLMENT_PROVIDER_PREFIXES.some((prefix) => providerId.startsWith(prefix)));

/** The partner of the provider: only its barems are offered at checkout. */
export const INSTALLMENT_PAYMENT_PARTNER = 'home_credit';

/**
 * - `none`: no application yet (or its creation failed: retry);
 * - `processing`: the shopper is filling it in, or the partner decides;
 * - `approved`: the partner approved the loan; the goods may be sent;
 * - `rejected`, `cancelled`: no loan; the shopper may apply again;
 * - `sent`: staff set the status to Sent, the loan is finalised and the order paid.
 */
export const INSTALLMENT_APPLICATION_STATES = ['none', 'processing', 'approved', 'rejected', 'cancelled', 'sent'] as const;
export type InstallmentApplicationState = (typeof INSTALLMENT_APPLICATION_STATES)[number];

export type InstallmentPaymentStart = { redirect_url: string; application_id: string };

export type InstallmentPaymentState = {
  state: InstallmentApplicationState;
  application_id: string | null;
  barem_id: string | null;
  months: number | null;
  sent_at: string | null;
};
