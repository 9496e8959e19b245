import {
  CARD_PAYMENT_METHODS,
  CARD_PAYMENT_PROVIDER,
  isInstallmentProvider,
  LEASING_PAYMENT_PROVIDER,
  type CardPaymentMethod,
} from '@electroshop/contracts/payment';
import { CASH_ON_DELIVERY_PROVIDER } from '@electroshop/contracts/delivery';

/** Payment provider ids the shop knows (the backend registers them). */
export const PAYMENT_TEST = 'pp_system_default';
export const PAYMENT_BANK_TRANSFER = 'pp_bank-transfer_bank-transfer';
export const PAYMENT_CARD = CARD_PAYMENT_PROVIDER;
export const PAYMENT_CASH_ON_DELIVERY = CASH_ON_DELIVERY_PROVIDER;
export const PAYMENT_LEASING = LEASING_PAYMENT_PROVIDER;

/** Cash on delivery (dobírka / ramburs): the delivery becomes its cash-on-delivery twin, priced with the fee. */
export function isCashOnDelivery(providerId: string | null | undefined): boolean {
  return providerId === PAYMENT_CASH_ON_DELIVERY;
}

/** An installment partner's provider (Home Credit in cz, TBI Bank in ro). */
export function isInstallmentPayment(providerId: string | null | undefined): boolean {
  return isInstallmentProvider(providerId);
}

export function isBankTransfer(providerId: string | null | undefined): boolean {
  return Boolean(providerId && providerId.startsWith('pp_bank-transfer'));
}

export function isCardPayment(providerId: string | null | undefined): boolean {
  return providerId === PAYMENT_CARD;
}

/**
 * The providers a cart may be paid with: an item chosen for installments is
 * paid by an installment partner only (the backend refuses any other at the
 * payment session and at completion).
 */
export function providersForLines(providerIds: string[], lines: LineWithPayment[]): string[] {
  return hasInstallmentLine(lines) ? providerIds.filter(isInstallmentProvider) : providerIds;
}

type LineWithPayment = { payment: { kind: string } | null };

export const hasInstallmentLine = (lines: LineWithPayment[]) => lines.some((l) => l.payment?.kind === 'installment');

/** Translation key of a card payment method's name. */
export const CARD_METHOD_KEYS: Record<CardPaymentMethod, string> = {
  card: 'payment.providers.card',
  google_pay: 'payment.providers.googlePay',
  apple_pay: 'payment.providers.applePay',
};

/** Translation key of a provider's name; unknown providers show their id. */
export function paymentProviderKey(providerId: string): string | null {
  if (providerId === PAYMENT_TEST) return 'payment.providers.test';
  if (isBankTransfer(providerId)) return 'payment.providers.bankTransfer';
  if (isCardPayment(providerId)) return 'payment.providers.card';
  if (isCashOnDelivery(providerId)) return 'payment.providers.cashOnDelivery';
  if (isInstallmentPayment(providerId)) return 'installment.title';
  if (providerId === PAYMENT_LEASING) return 'payment.providers.leasing';
  return null;
}

/**
 * One radio of the checkout's payment choice: the gateway's provider is one
 * choice per method (`provider:method`), the installment partner one per
 * barem holding the cart's total (`provider:baremId`, its texts written by the
 * loader as `name` and `note`).
 */
export type PaymentChoice = { value: string; nameKey: string | null; noteKey: string | null; name?: string; note?: string };

/** An installment barem offered for the cart, its texts already translated. */
export type InstallmentChoice = { baremId: string; name: string; note: string };

export function paymentChoices(providerIds: string[], installments: InstallmentChoice[] = []): PaymentChoice[] {
  return providerIds.flatMap((id): PaymentChoice[] => {
    if (isInstallmentPayment(id)) {
      // Only when the cart's total is within a barem's range: otherwise no installment choice at all.
      return installments.map((i) => ({ value: `${id}:${i.baremId}`, nameKey: null, noteKey: null, name: i.name, note: i.note }));
    }
    if (isCardPayment(id)) {
      return CARD_PAYMENT_METHODS.map((method) => ({
        value: `${id}:${method}`,
        nameKey: CARD_METHOD_KEYS[method],
        noteKey: method === 'card' ? 'payment.cardNote' : 'payment.walletNote',
      }));
    }
    const nameKey = paymentProviderKey(id);
    const noteKey = isBankTransfer(id)
      ? 'payment.bankTransferNote'
      : isCashOnDelivery(id)
        ? 'payment.cashOnDeliveryNote'
        : id === PAYMENT_LEASING
          ? 'payment.leasingNote'
          : nameKey
            ? 'payment.testNote'
            : null;
    return [{ value: id, nameKey, noteKey }];
  });
}

/** The checkout's choice back into the provider and, for the gateway, its method, for the installment partner, the barem. */
export function parsePaymentChoice(value: string): { providerId: string; method: CardPaymentMethod | null; baremId: string | null } {
  const [providerId, option] = value.split(':');
  const known = (CARD_PAYMENT_METHODS as readonly string[]).includes(option ?? '');
  return {
    providerId: providerId ?? '',
    method: isCardPayment(providerId) ? (known ? (option as CardPaymentMethod) : 'card') : null,
    baremId: isInstallmentPayment(providerId) && option ? option : null,
  };
}
