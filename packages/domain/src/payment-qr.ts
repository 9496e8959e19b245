import { stripDiacritics } from './text.js';
import type { BankTransferDetails } from './bank-transfer.js';
import { czechAccountToIban, normalizeIban } from './validators/iban.js';

/**
 * The text a banking app reads from a bank-transfer QR code, or null when the
 * details hold no account to pay to.
 *
 * - CZK: Czech QR Platba, the "Short Payment Descriptor" (SPAYD 1.0 of the
 *   Czech Banking Association, as in domain-facts): `SPD*1.0*ACC:<IBAN>*AM:<amount>*CC:CZK*X-VS:<vs>*MSG:…*RN:…`.
 *   A domestic account number is turned into its IBAN; `*` inside a value is
 *   written `%2A`; the message and name are folded to ASCII because not
 *   every Czech banking app decodes UTF-8 in them.
 * - RON: Romania has no national QR standard; its banking apps read the
 *   European Payments Council's SEPA credit transfer code (EPC069-12, version 002,
 *   UTF-8): `BCD`, `002`, `1`, `SCT`, BIC (optional), name, IBAN, currency and
 *   amount, purpose, structured reference, text. EPC defines the amount in
 *   EUR; the shop writes `RON<amount>` because the order is in lei, and puts
 *   the order number, which it matches the transfer by, in the text.
 *
 * The variable symbol / reference is the order number, as on the page.
 */
export function bankTransferQrPayload(
  details: Pick<BankTransferDetails, 'amount' | 'currencyCode' | 'variableSymbol' | 'bankAccount' | 'iban' | 'accountHolder'>,
): string | null {
  const recipient = details.accountHolder ?? '';
  const amount = Number(details.amount).toFixed(2);
  const iban = details.iban ? normalizeIban(details.iban) : czechAccountToIban(details.bankAccount);
  if (!iban) return null;
  if (details.currencyCode.toLowerCase() === 'czk') {
    // cut to SPAYD's length, never through an escape
    const spayd = (value: string, max: number) => stripDiacritics(value).replace(/\*/g, '%2A').slice(0, max).replace(/%2?$/, '').trim();
    const fields = [
      'SPD',
      '1.0',
      `ACC:${iban}`,
      `AM:${amount}`,
      'CC:CZK',
      // SPAYD's variable symbol is at most 10 digits
      `X-VS:${details.variableSymbol.replace(/\D/g, '').slice(-10)}`,
      ...(recipient ? [`RN:${spayd(recipient, 35)}`] : []),
    ];
    return fields.join('*');
  }
  return ['BCD', '002', '1', 'SCT', '', recipient.slice(0, 70), iban, `${details.currencyCode.toUpperCase()}${amount}`, '', '', details.variableSymbol].join(
    '\n',
  );
}
