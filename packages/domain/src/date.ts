/** A calendar date without time or time zone; month is 1–12. */
export interface DateParts {
  day: number;
  month: number;
  year: number;
}

export type ParseDateResult = { ok: true; date: DateParts } | { ok: false };

export interface ParseDateOptions {
  /** Year that two-digit years are expanded around; defaults to the current year. */
  referenceYear?: number;
}

/**
 * How far ahead of the reference year a two-digit year may land. Dates typed in
 * shop forms are mostly in the past (birth dates) or a few years ahead (ID-card
 * validity), so the window is 79 years back to 20 years ahead: in 2025, `45`
 * means 2045 and `46` means 1946.
 */
export const TWO_DIGIT_YEAR_FUTURE_SPAN = 20;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDateParts({ day, month, year }: DateParts): boolean {
  return (
    Number.isInteger(day) &&
    Number.isInteger(month) &&
    Number.isInteger(year) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(month, year)
  );
}

/**
 * Expands a two-digit year into the 100-year window that ends
 * TWO_DIGIT_YEAR_FUTURE_SPAN years after the reference year.
 */
export function expandTwoDigitYear(yy: number, referenceYear: number = new Date().getFullYear()): number {
  if (!Number.isInteger(yy) || yy < 0 || yy > 99) {
    throw new RangeError(`Not a two-digit year: ${yy}`);
  }
  let year = Math.floor(referenceYear / 100) * 100 + yy;
  if (year > referenceYear + TWO_DIGIT_YEAR_FUTURE_SPAN) year -= 100;
  else if (year <= referenceYear + TWO_DIGIT_YEAR_FUTURE_SPAN - 100) year += 100;
  return year;
}

// Same separator twice; spaces around it are allowed because Czech writing
// (and Intl's cs-CZ output) puts a space after the dot: "5. 1. 2025".
const DATE_INPUT = /^\s*(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})\s*$/;

/**
 * Parses a day-month-year date typed by a shopper: `05.01.2025`, `5/1/2025`,
 * `5-1-25`, `5. 1. 2025`. Two-digit years follow expandTwoDigitYear.
 */
export function parseDate(input: string, options: ParseDateOptions = {}): ParseDateResult {
  if (typeof input !== 'string') return { ok: false };
  const match = DATE_INPUT.exec(input);
  if (!match) return { ok: false };
  const day = Number(match[1]);
  const month = Number(match[3]);
  const yearText = match[4];
  const year = yearText.length === 2 ? expandTwoDigitYear(Number(yearText), options.referenceYear ?? new Date().getFullYear()) : Number(yearText);
  const date = { day, month, year };
  return isValidDateParts(date) ? { ok: true, date } : { ok: false };
}

/** Validator form of parseDate: null when valid, else the message key. */
export function validateDate(input: string, options?: ParseDateOptions): 'invalid_date' | null {
  return parseDate(input, options).ok ? null : 'invalid_date';
}

export interface FormatDateOptions {
  /** IANA zone for Date values, e.g. 'Europe/Prague'; defaults to the runtime's zone. */
  timeZone?: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats as `DD.MM.YYYY`. Intl's cs-CZ gives `5. 1. 2025`, which the shop
 * does not use. A `YYYY-MM-DD` string is read as a calendar date, so it never
 * shifts a day because of time zones.
 */
export function formatDate(date: Date | DateParts | string, options: FormatDateOptions = {}): string {
  const parts = toDateParts(date, options);
  if (!isValidDateParts(parts)) {
    throw new RangeError(`Invalid date: ${String(date instanceof Date ? date : JSON.stringify(date))}`);
  }
  return `${pad(parts.day, 2)}.${pad(parts.month, 2)}.${pad(parts.year, 4)}`;
}

/** Formats as ISO `YYYY-MM-DD`, the form APIs and databases expect. */
export function toIsoDate(date: DateParts): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Negative when a is earlier, positive when later, 0 when the same day. */
export function compareDateParts(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Calendar date of an instant, in the runtime zone or the one given. */
export function dateToParts(date: Date, timeZone?: string): DateParts {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  if (!timeZone) {
    return { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: get('day'), month: get('month'), year: get('year') };
}

function toDateParts(date: Date | DateParts | string, options: FormatDateOptions): DateParts {
  if (date instanceof Date) return dateToParts(date, options.timeZone);
  if (typeof date === 'string') {
    const iso = ISO_DATE.exec(date);
    if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
    const parsed = new Date(date);
    if (Number.isNaN(parsed.getTime())) throw new RangeError(`Invalid date: ${date}`);
    return dateToParts(parsed, options.timeZone);
  }
  return date;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
