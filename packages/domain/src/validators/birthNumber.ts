import { compareDateParts, dateToParts, isValidDateParts, type DateParts } from '../date.js';

export type Gender = 'male' | 'female';

export interface BirthNumberOptions {
  /** When given, the gender encoded in the number must match it. */
  gender?: Gender | null;
  /** "Today" for the not-in-the-future rule; injectable for tests. */
  today?: Date;
}

export interface ParsedBirthNumber {
  /** Digits only, as stored. */
  digits: string;
  birthDate: DateParts;
  gender: Gender;
}

export type BirthNumberError = 'invalid_birth_number' | 'gender_mismatch';

/** Drops the slash and spaces people type; anything else stays and fails validation. */
export function normalizeBirthNumber(input: string | null | undefined): string {
  return (input ?? '').replace(/[\s/]/g, '');
}

/** `YYMMDD/XXXX` (or `YYMMDD/XXX` for old 9-digit numbers). */
export function formatBirthNumber(input: string): string {
  const digits = normalizeBirthNumber(input);
  return digits.length > 6 ? `${digits.slice(0, 6)}/${digits.slice(6)}` : digits;
}

/**
 * Decodes a Czech birth number (rodné číslo) and checks it fully: length,
 * check digit, encoded date, not in the future. Returns null when invalid.
 */
export function parseBirthNumber(input: string | null | undefined, today: Date = new Date()): ParsedBirthNumber | null {
  const digits = normalizeBirthNumber(input);
  if (!/^\d{9,10}$/.test(digits)) return null;

  const yy = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));

  let year: number;
  if (digits.length === 9) {
    // Nine digits were issued only until 1953, so the century is always 1900.
    if (yy >= 54) return null;
    year = 1900 + yy;
  } else {
    const remainder = Number(digits.slice(0, 9)) % 11;
    // Remainder 10 cannot be a single digit; those numbers were issued with 0.
    if (Number(digits[9]) !== remainder % 10) return null;
    year = yy < 54 ? 2000 + yy : 1900 + yy;
  }

  let gender: Gender = 'male';
  if (month > 50) {
    gender = 'female';
    month -= 50;
  }
  if (month > 20) {
    // The +20 overflow series exists only since 2004.
    if (year < 2004) return null;
    month -= 20;
  }

  const birthDate = { day, month, year };
  if (!isValidDateParts(birthDate)) return null;
  if (compareDateParts(birthDate, dateToParts(today)) > 0) return null;
  return { digits, birthDate, gender };
}

export function validateBirthNumber(input: string | null | undefined, options: BirthNumberOptions = {}): BirthNumberError | null {
  const parsed = parseBirthNumber(input, options.today);
  if (!parsed) return 'invalid_birth_number';
  if (options.gender && parsed.gender !== options.gender) return 'gender_mismatch';
  return null;
}
