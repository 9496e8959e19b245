import { describe, expect, it } from 'vitest';
import { formatMoney, roundToWholeUnits } from './money.js';

const NBSP = '\u00A0';

describe('formatMoney', () => {
  it('formats CZK with no decimals and no-break spaces', () => {
    expect(formatMoney(1235, 'czk')).toBe(`1${NBSP}235${NBSP}Kč`);
    expect(formatMoney(24990, 'czk')).toBe(`24${NBSP}990${NBSP}Kč`);
    expect(formatMoney(1234567, 'czk')).toBe(`1${NBSP}234${NBSP}567${NBSP}Kč`);
    expect(formatMoney(0, 'czk')).toBe(`0${NBSP}Kč`);
  });

  it('formats RON as lei with a dot as thousands separator', () => {
    expect(formatMoney(1235, 'ron')).toBe(`1.235${NBSP}lei`);
    expect(formatMoney(5, 'ron')).toBe(`5${NBSP}lei`);
    expect(formatMoney(1234567, 'ron')).toBe(`1.234.567${NBSP}lei`);
  });

  it('accepts upper-case currency codes', () => {
    expect(formatMoney(1235, 'CZK')).toBe(`1${NBSP}235${NBSP}Kč`);
    expect(formatMoney(1235, 'RON')).toBe(`1.235${NBSP}lei`);
  });

  it('rounds half up to whole units', () => {
    expect(formatMoney(1234.5, 'czk')).toBe(`1${NBSP}235${NBSP}Kč`);
    expect(formatMoney(1234.49, 'czk')).toBe(`1${NBSP}234${NBSP}Kč`);
    expect(formatMoney(1234.5, 'ron')).toBe(`1.235${NBSP}lei`);
    expect(formatMoney(0.5, 'czk')).toBe(`1${NBSP}Kč`);
  });

  it('honours an explicit locale, shop or Intl form', () => {
    expect(formatMoney(1235, 'czk', 'cs')).toBe(`1${NBSP}235${NBSP}Kč`);
    expect(formatMoney(1235, 'ron', 'ro-RO')).toBe(`1.235${NBSP}lei`);
    expect(formatMoney(1235, 'czk', 'ro')).toBe(`1.235${NBSP}Kč`);
  });

  it('formats negative amounts and never shows minus zero', () => {
    expect(formatMoney(-999, 'ron')).toBe(`-999${NBSP}lei`);
    expect(formatMoney(-0.4, 'czk')).toBe(`0${NBSP}Kč`);
  });

  it('rejects non-finite amounts', () => {
    expect(() => formatMoney(Number.NaN, 'czk')).toThrow(RangeError);
    expect(() => formatMoney(Infinity, 'czk')).toThrow(RangeError);
  });
});

describe('roundToWholeUnits', () => {
  it('rounds halves away from zero', () => {
    expect(roundToWholeUnits(2.5)).toBe(3);
    expect(roundToWholeUnits(-2.5)).toBe(-3);
    expect(roundToWholeUnits(2.4999)).toBe(2);
    expect(roundToWholeUnits(-0.2)).toBe(0);
    expect(Object.is(roundToWholeUnits(-0.2), 0)).toBe(true);
  });
});
