import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, validatePhone } from './phone.js';

describe('Czech phones', () => {
  it.each([
    ['+420 601 123 456', '+420601123456'],
    ['00420 601 123 456', '+420601123456'],
    ['601123456', '+420601123456'],
    ['+420777123456', '+420777123456'],
    ['222 333 444', '+420222333444'],
  ])('accepts %s as %s', (input, e164) => {
    expect(validatePhone(input, 'cz')).toBeNull();
    expect(normalizePhone(input, 'cz')).toBe(e164);
  });

  it.each(['60112345', '6011234567', '+420 123 456 789', '0601123456x', 'abc', '', null])('rejects %s', (input) => {
    expect(validatePhone(input, 'cz')).toBe('invalid_phone');
  });

  it('rejects foreign numbers unless allowed', () => {
    expect(validatePhone('+40 712 345 678', 'cz')).toBe('invalid_phone');
    expect(validatePhone('+40 712 345 678', 'cz', { allowedCountries: ['cz', 'ro'] })).toBeNull();
  });
});

describe('Romanian phones', () => {
  it.each([
    ['0712 345 678', '+40712345678'],
    ['+40 712 345 678', '+40712345678'],
    ['0040712345678', '+40712345678'],
    ['021 123 4567', '+40211234567'],
  ])('accepts %s as %s', (input, e164) => {
    expect(validatePhone(input, 'ro')).toBeNull();
    expect(normalizePhone(input, 'ro')).toBe(e164);
  });

  it.each(['071234567', '07123456789', '+420601123456', ''])('rejects %s', (input) => {
    expect(validatePhone(input, 'ro')).toBe('invalid_phone');
  });
});

describe('formatPhone', () => {
  it('gives the international display form', () => {
    expect(formatPhone('601123456', 'cz')).toBe('+420 601 123 456');
    expect(formatPhone('0712345678', 'ro')).toBe('+40 712 345 678');
    expect(formatPhone('123', 'cz')).toBeNull();
  });
});
