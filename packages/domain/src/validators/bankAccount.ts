import { CZECH_BANK_CODES } from './czechBankCodes.js';

export type BankAccountError = 'invalid_bank_account' | 'invalid_prefix' | 'invalid_bank_code';

export interface CzechBankAccount {
  /** Digits without leading zeros; '' when there is no prefix. */
  prefix: string;
  /** Digits without leading zeros. */
  number: string;
  bankCode: string;
}

const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1] as const;

// Whitespace is noise from copy-paste out of banking apps; the separators are not.
const ACCOUNT_NUMBER_SHAPE = /^(?:(\d{1,6})-)?(\d{2,10})$/;
const FULL_ACCOUNT_SHAPE = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

function stripSpaces(input: string): string {
  return input.replace(/\s+/g, '');
}

/** Czech mod-11 check over a part left-padded to 10 digits. */
export function hasValidAccountChecksum(digits: string): boolean {
  if (!/^\d{1,10}$/.test(digits)) return false;
  const padded = digits.padStart(10, '0');
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += Number(padded[i]) * WEIGHTS[i];
  return sum % 11 === 0;
}

export function getCzechBankName(bankCode: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(CZECH_BANK_CODES, bankCode) ? CZECH_BANK_CODES[bankCode] : undefined;
}

/** The bank code must be 4 digits and on the Czech National Bank list. */
export function validateBankCode(bankCode: string | null | undefined): 'invalid_bank_code' | null {
  const code = stripSpaces(bankCode ?? '');
  return /^\d{4}$/.test(code) && getCzechBankName(code) !== undefined ? null : 'invalid_bank_code';
}

/** Prefix (předčíslí): optional, up to 6 digits, own checksum. Empty means none. */
export function validateAccountPrefix(prefix: string | null | undefined): 'invalid_prefix' | null {
  const digits = stripSpaces(prefix ?? '');
  if (digits === '') return null;
  return /^\d{1,6}$/.test(digits) && hasValidAccountChecksum(digits) ? null : 'invalid_prefix';
}

function validateBaseNumber(number: string): 'invalid_bank_account' | null {
  if (!/^\d{2,10}$/.test(number)) return 'invalid_bank_account';
  // Banks never issue a base number with fewer than two significant digits.
  const nonZero = number.replace(/0/g, '').length;
  if (nonZero < 2) return 'invalid_bank_account';
  return hasValidAccountChecksum(number) ? null : 'invalid_bank_account';
}

/**
 * Account number without the bank code, `[prefix-]number`, as the Czech form
 * asks for it next to a separate bank-code field.
 */
export function validateAccountNumber(input: string | null | undefined): 'invalid_bank_account' | 'invalid_prefix' | null {
  const match = ACCOUNT_NUMBER_SHAPE.exec(stripSpaces(input ?? ''));
  if (!match) return 'invalid_bank_account';
  const [, prefix = '', number] = match;
  return validateAccountPrefix(prefix) ?? validateBaseNumber(number);
}

/** Parses `[prefix-]number/bankcode` by shape only; checksums are not tested. */
export function parseCzechBankAccount(input: string | null | undefined): CzechBankAccount | null {
  const match = FULL_ACCOUNT_SHAPE.exec(stripSpaces(input ?? ''));
  if (!match) return null;
  const [, prefix = '', number, bankCode] = match;
  return { prefix: trimZeros(prefix), number: trimZeros(number), bankCode };
}

/** Whole account `[prefix-]number/bankcode`: shape, prefix, number, then bank code. */
export function validateBankAccount(input: string | null | undefined): BankAccountError | null {
  const match = FULL_ACCOUNT_SHAPE.exec(stripSpaces(input ?? ''));
  if (!match) return 'invalid_bank_account';
  const [, prefix = '', number, bankCode] = match;
  return validateAccountPrefix(prefix) ?? validateBaseNumber(number) ?? validateBankCode(bankCode);
}

/**
 * Canonical display form `prefix-number/bankcode` (prefix dropped when zero),
 * or null when the account is not valid.
 */
export function normalizeBankAccount(input: string | null | undefined): string | null {
  if (validateBankAccount(input) !== null) return null;
  const account = parseCzechBankAccount(input) as CzechBankAccount;
  return formatCzechBankAccount(account);
}

export function formatCzechBankAccount({ prefix, number, bankCode }: CzechBankAccount): string {
  const p = trimZeros(prefix);
  return `${p && p !== '0' ? `${p}-` : ''}${trimZeros(number)}/${bankCode}`;
}

function trimZeros(digits: string): string {
  const trimmed = digits.replace(/^0+/, '');
  return trimmed === '' && digits !== '' ? '0' : trimmed;
}
