import { describe, expect, it } from 'vitest';
import { compareDateParts, daysInMonth, expandTwoDigitYear, formatDate, isLeapYear, parseDate, toIsoDate, validateDate } from './date.js';

describe('formatDate', () => {
  it('pads day and month, unlike Intl cs-CZ', () => {
    expect(formatDate({ day: 5, month: 1, year: 2025 })).toBe('05.01.2025');
    expect(formatDate(new Date(2025, 0, 5))).toBe('05.01.2025');
    expect(formatDate(new Date(1999, 11, 31, 23, 59))).toBe('31.12.1999');
  });

  it('reads YYYY-MM-DD strings as calendar dates', () => {
    expect(formatDate('2024-02-29')).toBe('29.02.2024');
  });

  it('uses the given time zone for instants', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Prague.
    const instant = new Date(Date.UTC(2024, 11, 31, 23, 30));
    expect(formatDate(instant, { timeZone: 'Europe/Prague' })).toBe('01.01.2025');
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('31.12.2024');
    expect(formatDate('2024-12-31T23:30:00Z', { timeZone: 'Europe/Bucharest' })).toBe('01.01.2025');
  });

  it('rejects invalid dates', () => {
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
    expect(() => formatDate({ day: 31, month: 2, year: 2024 })).toThrow(RangeError);
    expect(() => formatDate('garbage')).toThrow(RangeError);
  });
});

describe('parseDate', () => {
  const opts = { referenceYear: 2025 };

  it.each([
    ['05.01.2025', { day: 5, month: 1, year: 2025 }],
    ['5.1.2025', { day: 5, month: 1, year: 2025 }],
    ['5/1/2025', { day: 5, month: 1, year: 2025 }],
    ['05-01-2025', { day: 5, month: 1, year: 2025 }],
    ['5. 1. 2025', { day: 5, month: 1, year: 2025 }],
    ['  29.02.2024 ', { day: 29, month: 2, year: 2024 }],
    ['31.12.1999', { day: 31, month: 12, year: 1999 }],
  ])('accepts %s', (input, date) => {
    expect(parseDate(input, opts)).toEqual({ ok: true, date });
  });

  it('expands two-digit years into 79 years back to 20 years ahead', () => {
    expect(parseDate('1.1.25', opts)).toEqual({ ok: true, date: { day: 1, month: 1, year: 2025 } });
    expect(parseDate('1.1.45', opts)).toEqual({ ok: true, date: { day: 1, month: 1, year: 2045 } });
    expect(parseDate('1.1.46', opts)).toEqual({ ok: true, date: { day: 1, month: 1, year: 1946 } });
    expect(parseDate('19/03/71', opts)).toEqual({ ok: true, date: { day: 19, month: 3, year: 1971 } });
    expect(parseDate('1-1-00', opts)).toEqual({ ok: true, date: { day: 1, month: 1, year: 2000 } });
  });

  it.each([
    '31.02.2024', // does not exist
    '29.02.2023', // not a leap year
    '31.04.2025',
    '1.13.2025', // month > 12
    '1.0.2025',
    '0.1.2025', // day < 1
    '32.1.2025', // day > 31
    '1.1.025', // three-digit year
    '1.1.2025.',
    '1/1.2025', // mixed separators
    '2025-01-05', // year first is not a shopper form
    '',
    'abc',
    '1.1.0000',
  ])('rejects %s', (input) => {
    expect(parseDate(input, opts)).toEqual({ ok: false });
  });

  it('rejects non-strings', () => {
    expect(parseDate(undefined as unknown as string)).toEqual({ ok: false });
  });

  it('defaults the reference year to the current year', () => {
    const yy = new Date().getFullYear() % 100;
    const result = parseDate(`1.1.${String(yy).padStart(2, '0')}`);
    expect(result).toEqual({ ok: true, date: { day: 1, month: 1, year: new Date().getFullYear() } });
  });
});

describe('expandTwoDigitYear', () => {
  it('slides with the reference year across centuries', () => {
    expect(expandTwoDigitYear(99, 2085)).toBe(2099);
    expect(expandTwoDigitYear(5, 2090)).toBe(2105);
    expect(expandTwoDigitYear(10, 2090)).toBe(2110);
    expect(expandTwoDigitYear(11, 2090)).toBe(2011);
    expect(expandTwoDigitYear(20, 2000)).toBe(2020);
    expect(expandTwoDigitYear(21, 2000)).toBe(1921);
  });

  it('rejects values that are not two-digit years', () => {
    expect(() => expandTwoDigitYear(100, 2025)).toThrow(RangeError);
    expect(() => expandTwoDigitYear(-1, 2025)).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('knows leap years', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(2, 2100)).toBe(28);
    expect(daysInMonth(4, 2025)).toBe(30);
  });

  it('formats ISO dates and compares dates', () => {
    expect(toIsoDate({ day: 5, month: 1, year: 2025 })).toBe('2025-01-05');
    expect(compareDateParts({ day: 5, month: 1, year: 2025 }, { day: 4, month: 2, year: 2025 })).toBeLessThan(0);
    expect(compareDateParts({ day: 5, month: 1, year: 2025 }, { day: 5, month: 1, year: 2025 })).toBe(0);
  });

  it('validateDate returns the message key', () => {
    expect(validateDate('05.01.2025')).toBeNull();
    expect(validateDate('31.02.2024')).toBe('invalid_date');
  });
});
