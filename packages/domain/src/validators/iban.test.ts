import { describe, expect, it } from 'vitest';
import { czechAccountToIban, formatIban, ibanCheckDigits, isValidIban, isValidRomanianIban, normalizeIban, validateIban } from './iban.js';

describe('isValidIban', () => {
  it.each([
    'CZ6508000000192000145399',
    'CZ65 0800 0000 1920 0014 5399',
    'RO49AAAA1B31007593840000',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'sk3112000000198742637541',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each(['CZ6508000000192000145398', 'RO49AAAA1B31007593840001', 'DE8937040044053201300', '', 'XX', null])('rejects %s', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('Romanian IBAN', () => {
  it('accepts RO + 2 digits + 4 letters + 16 alphanumerics', () => {
    expect(isValidRomanianIban('RO49 AAAA 1B31 0075 9384 0000')).toBe(true);
    expect(validateIban('RO49AAAA1B31007593840000')).toBeNull();
  });

  it('rejects other countries and wrong shapes', () => {
    expect(isValidRomanianIban('CZ6508000000192000145399')).toBe(false);
    expect(validateIban('CZ6508000000192000145399')).toBe('invalid_iban');
    expect(validateIban('CZ6508000000192000145399', { romanian: false })).toBeNull();
    // Bank code with a digit, and a wrong check digit.
    expect(isValidRomanianIban('RO491AAA1B31007593840000')).toBe(false);
    expect(validateIban('RO48AAAA1B31007593840000')).toBe('invalid_iban');
  });
});

describe('czechAccountToIban', () => {
  it('builds CZ + check + bank + prefix(6) + number(10)', () => {
    expect(czechAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    const iban = czechAccountToIban('34278-727558021/0100');
    expect(iban).toMatch(/^CZ\d{2}0100034278 ?0727558021$/);
    expect(isValidIban(iban)).toBe(true);
  });

  it('returns null for invalid accounts', () => {
    expect(czechAccountToIban('4278-727558021/0100')).toBeNull();
    expect(czechAccountToIban('nonsense')).toBeNull();
  });
});

describe('helpers', () => {
  it('computes check digits and formats', () => {
    expect(ibanCheckDigits('CZ', '08000000192000145399')).toBe('65');
    expect(normalizeIban(' ro49 aaaa ')).toBe('RO49AAAA');
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
  });
});
