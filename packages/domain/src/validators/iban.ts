import { parseCzechBankAccount, validateBankAccount } from './bankAccount.js';

/** Removes spaces (IBANs are printed in groups of four) and upper-cases. */
export function normalizeIban(input: string | null | undefined): string {
  return (input ?? '').replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 mod-97 of the rearranged IBAN, computed in chunks to stay within safe integers. */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const value = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Generic IBAN check: country letters, two check digits, up to 30 alphanumerics, mod 97 = 1. */
export function isValidIban(input: string | null | undefined): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Romanian IBAN: `RO` + 2 digits + 4-letter bank code + 16 alphanumerics (24 chars). */
export function isValidRomanianIban(input: string | null | undefined): boolean {
  const iban = normalizeIban(input);
  return /^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/.test(iban) && isValidIban(iban);
}

/** Validator for the Romanian site's IBAN field; set `romanian: false` for any country. */
export function validateIban(input: string | null | undefined, options: { romanian?: boolean } = {}): 'invalid_iban' | null {
  const romanian = options.romanian ?? true;
  return (romanian ? isValidRomanianIban(input) : isValidIban(input)) ? null : 'invalid_iban';
}

/** Check digits for a country code and BBAN, e.g. ('CZ', '0800...') → '65'. */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const remainder = mod97(normalizeIban(bban) + countryCode.toUpperCase() + '00');
  return String(98 - remainder).padStart(2, '0');
}

/**
 * Czech account `[prefix-]number/bankcode` → `CZkk bbbb pppppp nnnnnnnnnn`
 * (without spaces), or null if the account is not valid.
 */
export function czechAccountToIban(account: string | null | undefined): string | null {
  if (validateBankAccount(account) !== null) return null;
  const parsed = parseCzechBankAccount(account);
  if (!parsed) return null;
  const bban = parsed.bankCode + parsed.prefix.padStart(6, '0') + parsed.number.padStart(10, '0');
  return `CZ${ibanCheckDigits('CZ', bban)}${bban}`;
}

/** Groups an IBAN in fours for display: `CZ65 0800 0000 1920 0014 5399`. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}
