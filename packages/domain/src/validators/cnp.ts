import { compareDateParts, dateToParts, isValidDateParts, type DateParts } from '../date.js';
import type { Gender } from './birthNumber.js';

const KEY = '279146358279';

/** Counties 01–46, Bucharest sectors 41–46 included, plus Călărași 51 and Giurgiu 52. */
const VALID_COUNTIES = new Set<number>([...Array.from({ length: 46 }, (_, i) => i + 1), 51, 52]);
/** Old Bucharest codes 47 and 48 were only issued before 19 Dec 1979. */
const OLD_BUCHAREST_COUNTIES = new Set<number>([47, 48]);
const OLD_BUCHAREST_CUTOFF: DateParts = { day: 19, month: 12, year: 1979 };

export interface ParsedCnp {
  digits: string;
  /** Null for foreigners (S = 7, 8, 9), whose century is not encoded. */
  birthDate: DateParts | null;
  /** Null for S = 9, which does not encode gender. */
  gender: Gender | null;
  county: number;
}

export interface CnpOptions {
  gender?: Gender | null;
  today?: Date;
}

export function normalizeCnp(input: string | null | undefined): string {
  return (input ?? '').replace(/\s+/g, '');
}

export function cnpCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * Number(KEY[i]);
  const remainder = sum % 11;
  return remainder === 10 ? 1 : remainder;
}

function centuryOf(sex: number): number | null {
  if (sex === 1 || sex === 2) return 1900;
  if (sex === 3 || sex === 4) return 1800;
  if (sex === 5 || sex === 6) return 2000;
  return null;
}

/** Decodes a Romanian CNP (S YY MM DD JJ NNN C); null when any part is invalid. */
export function parseCnp(input: string | null | undefined, today: Date = new Date()): ParsedCnp | null {
  const digits = normalizeCnp(input);
  if (!/^[1-9]\d{12}$/.test(digits)) return null;
  if (cnpCheckDigit(digits.slice(0, 12)) !== Number(digits[12])) return null;

  const sex = Number(digits[0]);
  const yy = Number(digits.slice(1, 3));
  const month = Number(digits.slice(3, 5));
  const day = Number(digits.slice(5, 7));
  const county = Number(digits.slice(7, 9));
  const serial = Number(digits.slice(9, 12));
  if (serial < 1) return null;

  const century = centuryOf(sex);
  // Foreigners' century is unknown: the date must exist in 19YY or 20YY
  // (29 February depends on it); for the county cutoff assume 19YY.
  const candidates: DateParts[] =
    century === null
      ? [
          { day, month, year: 1900 + yy },
          { day, month, year: 2000 + yy },
        ]
      : [{ day, month, year: century + yy }];
  const existing = candidates.filter(isValidDateParts);
  if (existing.length === 0) return null;

  const todayParts = dateToParts(today);
  if (century !== null && compareDateParts(existing[0], todayParts) > 0) return null;

  if (!VALID_COUNTIES.has(county)) {
    if (!OLD_BUCHAREST_COUNTIES.has(county)) return null;
    if (compareDateParts(existing[0], OLD_BUCHAREST_CUTOFF) >= 0) return null;
  }

  const gender: Gender | null = sex === 9 ? null : sex % 2 === 1 ? 'male' : 'female';
  return { digits, birthDate: century === null ? null : existing[0], gender, county };
}

export function validateCnp(input: string | null | undefined, options: CnpOptions = {}): 'invalid_cnp' | 'gender_mismatch' | null {
  const parsed = parseCnp(input, options.today);
  if (!parsed) return 'invalid_cnp';
  if (options.gender && parsed.gender && parsed.gender !== options.gender) return 'gender_mismatch';
  return null;
}
