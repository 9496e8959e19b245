import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, validatePhone } from './phone.js';

/** Per shop country: numbers as people type them with their E.164 form, and numbers refused. */
const NUMBERS = {
  cz: {
    accepted: [
      ['+420 601 123 456', '+420601123456'],
      ['00420 601 123 456', '+420601123456'],
      ['601123456', '+420601123456'],
      ['+420777123456', '+420777123456'],
      ['222 333 444', '+420222333444'],
    ],
    rejected: ['60112345', '6011234567', '+420 123 456 789', '0601123456x', 'abc', '', null],
  },
  ro: {
    accepted: [
      ['0712 345 678', '+40712345678'],
      ['+40 712 345 678', '+40712345678'],
      ['0040712345678', '+40712345678'],
      ['021 123 4567', '+40211234567'],
    ],
    rejected: ['071234567', '07123456789', '+420601123456', ''],
  },
} as const;

describe.each(['cz', 'ro'] as const)('%s phones', (country) => {
  it.each(NUMBERS[country].accepted)('accepts %s as %s', (input, e164) => {
    expect(validatePhone(input, country)).toBeNull();
    expect(normalizePhone(input, country)).toBe(e164);
  });

  it.each(NUMBERS[country].rejected)('rejects %s', (input) => {
    expect(validatePhone(input, country)).toBe('invalid_phone');
  });
});

describe('a foreign number', () => {
  it('is refused unless its country is allowed', () => {
    expect(validatePhone('+40 712 345 678', 'cz')).toBe('invalid_phone');
    expect(validatePhone('+40 712 345 678', 'cz', { allowedCountries: ['cz', 'ro'] })).toBeNull();
  });
});

describe('formatPhone', () => {
  it('gives the international display form', () => {
    expect(formatPhone('601123456', 'cz')).toBe('+420 601 123 456');
    expect(formatPhone('0712345678', 'ro')).toBe('+40 712 345 678');
    expect(formatPhone('123', 'cz')).toBeNull();
  });
});
