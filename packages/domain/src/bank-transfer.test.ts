import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_PROVIDER_ID, formatIban, getBankTransferDetails } from './bank-transfer.js';

const payment = (over: Record<string, unknown> = {}) => ({
  provider_id: BANK_TRANSFER_PROVIDER_ID,
  amount: 60109,
  currency_code: 'czk',
  captured_at: null,
  canceled_at: null,
  data: { bank_account: '2001234561/2010', iban: null, account_holder: 'ElektroShop', amount: 60109, currency_code: 'czk' },
  ...over,
});

describe('getBankTransferDetails', () => {
  it('reads variable symbol, amount, account and status of a bank-transfer order', () => {
    const details = getBankTransferDetails({
      display_id: 42,
      currency_code: 'czk',
      total: 60109,
      payment_status: 'authorized',
      payment_collections: [{ amount: 60109, payments: [payment()], payment_sessions: [] }],
    });
    expect(details).toEqual({
      variableSymbol: '42',
      amount: 60109,
      currencyCode: 'czk',
      bankAccount: '2001234561/2010',
      iban: null,
      accountHolder: 'ElektroShop',
      paymentStatus: 'authorized',
      capturedAt: null,
    });
  });

  it('returns null for other payment providers', () => {
    expect(
      getBankTransferDetails({
        display_id: 1,
        payment_collections: [{ payments: [payment({ provider_id: 'pp_system_default' })] }],
      }),
    ).toBeNull();
    expect(getBankTransferDetails({ display_id: 1, payment_collections: [] })).toBeNull();
    expect(getBankTransferDetails(undefined)).toBeNull();
  });

  it('falls back to the payment session before the payment exists', () => {
    const details = getBankTransferDetails({
      display_id: 7,
      currency_code: 'ron',
      payment_status: 'not_paid',
      payment_collections: [
        {
          amount: 1235,
          payments: [],
          payment_sessions: [payment({ amount: 1235, currency_code: 'ron', data: { iban: 'RO49AAAA1B31007593840000', bank_account: null } })],
        },
      ],
    });
    expect(details?.iban).toBe('RO49AAAA1B31007593840000');
    expect(details?.bankAccount).toBeNull();
    expect(details?.currencyCode).toBe('ron');
    expect(details?.amount).toBe(1235);
  });

  it('prefers a live payment over a canceled one and reports capture time', () => {
    const details = getBankTransferDetails({
      display_id: 9,
      payment_status: 'captured',
      payment_collections: [
        {
          payments: [payment({ canceled_at: '2026-01-01T00:00:00Z', amount: 1 }), payment({ captured_at: '2026-01-02T10:00:00.000Z', amount: 2 })],
        },
      ],
    });
    expect(details?.amount).toBe(2);
    expect(details?.capturedAt).toBe('2026-01-02T10:00:00.000Z');
    expect(details?.paymentStatus).toBe('captured');
  });
});

describe('formatIban', () => {
  it('groups by four', () => {
    expect(formatIban('ro49aaaa1b31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
  });
});
