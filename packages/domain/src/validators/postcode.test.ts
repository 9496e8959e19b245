import { describe, expect, it } from 'vitest';
import { normalizePostcode, validatePostcode } from './postcode.js';

describe('Czech postcode', () => {
  it.each(['110 00', '11000', ' 602 00 ', '602\u00A000'])('accepts %s', (input) => {
    expect(validatePostcode(input, 'cz')).toBeNull();
  });

  it.each(['1100', '110000', '11 000', '110-00', 'ABC DE', '', null])('rejects %s', (input) => {
    expect(validatePostcode(input, 'cz')).toBe('invalid_postcode');
  });

  it('normalises to NNN NN', () => {
    expect(normalizePostcode('11000', 'cz')).toBe('110 00');
    expect(normalizePostcode('110 00', 'cz')).toBe('110 00');
    expect(normalizePostcode('1100', 'cz')).toBeNull();
  });
});

describe('Romanian postcode', () => {
  it.each(['010011', ' 400001 '])('accepts %s', (input) => {
    expect(validatePostcode(input, 'ro')).toBeNull();
  });

  it.each(['01001', '0100111', '11000', 'RO0100', ''])('rejects %s', (input) => {
    expect(validatePostcode(input, 'ro')).toBe('invalid_postcode');
  });

  it('normalises to six digits', () => {
    expect(normalizePostcode(' 010011 ', 'ro')).toBe('010011');
    expect(normalizePostcode('110 00', 'ro')).toBeNull();
  });
});
