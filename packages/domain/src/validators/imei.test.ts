import { describe, expect, it } from 'vitest';
import { isLuhnValid, normalizeImei, validateImei } from './imei.js';

describe('validateImei', () => {
  it.each(['490154203237518', '352099001761481', '35-209900-176148-1', '35 209900 176148 1'])('accepts %s', (imei) => {
    expect(validateImei(imei)).toBeNull();
  });

  it('rejects a wrong check digit', () => {
    expect(validateImei('490154203237519')).toBe('invalid_imei');
  });

  it('rejects 14 digits (no check digit) and 16 digits (IMEISV)', () => {
    expect(validateImei('49015420323751')).toBe('invalid_imei');
    expect(validateImei('4901542032375101')).toBe('invalid_imei');
  });

  it.each(['', '000000000000000', '49015420323751a', '490154203237518/', null, undefined])('rejects %s', (imei) => {
    expect(validateImei(imei)).toBe('invalid_imei');
  });
});

describe('helpers', () => {
  it('normalises and checks Luhn', () => {
    expect(normalizeImei(' 35-209900 176148-1 ')).toBe('352099001761481');
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});
