/** Provider id Medusa gives `backend/src/modules/bank-transfer` (`pp_{identifier}_{id}`). */
export const BANK_TRANSFER_PROVIDER_ID = 'pp_bank-transfer_bank-transfer';

/**
 * The parts of an order this module reads (a subset of Medusa's order with
 * its payment collections), so the admin widget, the storefront's order pages
 * and the backend's order e-mail read the bank details the same way.
 */
export type OrderPaymentsLike = {
  display_id?: number | string | null;
  currency_code?: string | null;
  total?: number | null;
  payment_status?: string | null;
  payment_collections?: Array<{
    amount?: number | null;
    currency_code?: string | null;
    payments?: Array<PaymentLike> | null;
    payment_sessions?: Array<PaymentLike> | null;
  } | null> | null;
};

type PaymentLike = {
  provider_id?: string | null;
  amount?: number | null;
  currency_code?: string | null;
  data?: Record<string, unknown> | null;
  captured_at?: string | Date | null;
  canceled_at?: string | Date | null;
  status?: string | null;
} | null;

export type BankTransferDetails = {
  /** The order's display id: the customer puts it in the transfer as variable symbol / reference. */
  variableSymbol: string;
  amount: number;
  currencyCode: string;
  /** Czech account number (`prefix-number/bank`), for CZK orders. */
  bankAccount: string | null;
  /** IBAN, for RON orders. */
  iban: string | null;
  /** Whose account it is (the payee's name a banking app shows). */
  accountHolder: string | null;
  paymentStatus: string;
  capturedAt: string | null;
};

// The IBAN validator's formatter, so bank-transfer readers need only this subpath.
export { formatIban } from './validators/iban.js';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Payment instructions of an order paid by bank transfer, or `null` when the
 * order uses another payment provider. Prefers the (non-canceled) payment and
 * falls back to the payment session when no payment exists yet.
 */
export function getBankTransferDetails(order: OrderPaymentsLike | null | undefined): BankTransferDetails | null {
  if (!order) return null;
  const isBankTransfer = (p: PaymentLike): p is NonNullable<PaymentLike> => p?.provider_id === BANK_TRANSFER_PROVIDER_ID;

  let payment: NonNullable<PaymentLike> | undefined;
  let collectionAmount: number | null | undefined;
  for (const collection of order.payment_collections ?? []) {
    const payments = (collection?.payments ?? []).filter(isBankTransfer);
    const found = payments.find((p) => !p.canceled_at) ?? payments[0] ?? (collection?.payment_sessions ?? []).filter(isBankTransfer)[0];
    if (found) {
      payment = found;
      collectionAmount = collection?.amount;
      break;
    }
  }
  if (!payment) return null;

  const data = payment.data ?? {};
  const currencyCode = (payment.currency_code ?? str(data.currency_code) ?? order.currency_code ?? '').toLowerCase();
  const amount = payment.amount ?? collectionAmount ?? (typeof data.amount === 'number' ? data.amount : null) ?? order.total ?? 0;
  const captured = payment.captured_at ?? str(data.paid_at);

  return {
    variableSymbol: order.display_id == null ? '' : String(order.display_id),
    amount: Number(amount),
    currencyCode,
    bankAccount: str(data.bank_account),
    iban: str(data.iban),
    accountHolder: str(data.account_holder),
    paymentStatus: order.payment_status ?? (captured ? 'captured' : 'not_paid'),
    capturedAt: captured ? new Date(captured).toISOString() : null,
  };
}
