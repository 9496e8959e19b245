/** Payment provider ids the shop knows (the backend registers them). */
export const PAYMENT_TEST = 'pp_system_default';
export const PAYMENT_BANK_TRANSFER = 'pp_bank-transfer_bank-transfer';

export function isBankTransfer(providerId: string | null | undefined): boolean {
  return Boolean(providerId && providerId.startsWith('pp_bank-transfer'));
}

/** Translation key of a provider's name; unknown providers show their id. */
export function paymentProviderKey(providerId: string): string | null {
  if (providerId === PAYMENT_TEST) return 'payment.providers.test';
  if (isBankTransfer(providerId)) return 'payment.providers.bankTransfer';
  return null;
}
