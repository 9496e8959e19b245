// Constants and response shapes, zod-free (the schemas are in ./installment-payment-schema.ts).
import type { InstallmentPartner } from '../installment/plan.js';

/**
 * Installments with the partner of the shop's country, paid by the partner after the order is placed:
 * Home Credit in cz (`pp_home-credit_home-credit`), TBI Bank in ro (`pp_tbi_tbi`).
 *   POST /store/installment-payments/:order_id        → InstallmentPaymentStart (the shopper goes to `redirect_url`, the partner's application)
 *   GET  /store/installment-payments/:order_id        → InstallmentPaymentState
 *   POST /hooks/home-credit                           Home Credit's notification ({ id }), verified at the partner
 *   POST /hooks/tbi, GET /hooks/tbi?order=            TBI's encrypted status callback; the shopper's return from TBI's page
 *   GET  /admin/installment-payments/:order_id        → InstallmentPaymentState
 *   POST /admin/installment-payments/:order_id { status: "sent" } → the loan is finalised with the partner, the payment captured (idempotent)
 */
export const INSTALLMENT_PAYMENT_PROVIDERS = {
  'pp_home-credit_home-credit': 'home_credit',
  pp_tbi_tbi: 'tbi',
} as const satisfies Record<string, InstallmentPartner>;
export type InstallmentPaymentProvider = keyof typeof INSTALLMENT_PAYMENT_PROVIDERS;

/** The id prefixes of the installment payment providers (a provider's id is `pp_<module>_<id>`). */
export const INSTALLMENT_PROVIDER_PREFIXES = ['pp_home-credit_', 'pp_tbi_'] as const;

export function isInstallmentProvider(providerId: string | null | undefined): providerId is InstallmentPaymentProvider {
  return Boolean(providerId && Object.prototype.hasOwnProperty.call(INSTALLMENT_PAYMENT_PROVIDERS, providerId));
}

/** The partner whose barems are offered with the provider (null for a provider that is not an installment one). */
export function installmentPartnerOf(providerId: string | null | undefined): InstallmentPartner | null {
  return isInstallmentProvider(providerId) ? INSTALLMENT_PAYMENT_PROVIDERS[providerId] : null;
}

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
