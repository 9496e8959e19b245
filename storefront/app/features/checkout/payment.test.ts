import { describe, expect, it } from 'vitest';
import type { InstallmentPaymentProvider } from '@electroshop/contracts/payment';
import { PAYMENT_BANK_TRANSFER, PAYMENT_CARD, PAYMENT_LEASING, parsePaymentChoice, paymentChoices, providersForLines } from './payment';

const PAYMENT_INSTALLMENTS: InstallmentPaymentProvider = 'pp_home-credit_home-credit';

describe('installment choices at checkout', () => {
  const barem = { baremId: 'barem_1', name: 'Na splátky: Home Credit 10 × 10 %', note: '1 000 Kč měsíčně' };

  it('offers one choice per barem holding the total, none without one', () => {
    expect(paymentChoices([PAYMENT_BANK_TRANSFER, PAYMENT_INSTALLMENTS], [barem]).map((c) => c.value)).toEqual([
      PAYMENT_BANK_TRANSFER,
      `${PAYMENT_INSTALLMENTS}:barem_1`,
    ]);
    expect(paymentChoices([PAYMENT_BANK_TRANSFER, PAYMENT_INSTALLMENTS], []).map((c) => c.value)).toEqual([PAYMENT_BANK_TRANSFER]);
  });

  it('reads the barem back, and only for the installment provider', () => {
    expect(parsePaymentChoice(`${PAYMENT_INSTALLMENTS}:barem_1`)).toEqual({ providerId: PAYMENT_INSTALLMENTS, method: null, baremId: 'barem_1' });
    expect(parsePaymentChoice(`${PAYMENT_BANK_TRANSFER}:barem_1`).baremId).toBeNull();
  });
});

describe('leasing at checkout', () => {
  it('is one choice named Leasing, with its note on the lease contract', () => {
    expect(paymentChoices([PAYMENT_BANK_TRANSFER, PAYMENT_LEASING])).toEqual([
      { value: PAYMENT_BANK_TRANSFER, nameKey: 'payment.providers.bankTransfer', noteKey: 'payment.bankTransferNote' },
      { value: PAYMENT_LEASING, nameKey: 'payment.providers.leasing', noteKey: 'payment.leasingNote' },
    ]);
  });
});

describe('providersForLines', () => {
  const all = [PAYMENT_BANK_TRANSFER, PAYMENT_CARD, PAYMENT_INSTALLMENTS, 'pp_tbi_tbi', PAYMENT_LEASING];
  it('offers only the installment partners once an item is chosen for installments', () => {
    expect(providersForLines(all, [{ payment: null }, { payment: { kind: 'installment' } }])).toEqual([PAYMENT_INSTALLMENTS, 'pp_tbi_tbi']);
    // The Romanian shop without an installment provider: nothing to pay such a cart with.
    expect(providersForLines([PAYMENT_BANK_TRANSFER, PAYMENT_CARD], [{ payment: { kind: 'installment' } }])).toEqual([]);
  });
  it('leaves the providers alone otherwise', () => {
    expect(providersForLines(all, [{ payment: null }, { payment: { kind: 'lease' } }])).toEqual(all);
  });
});
