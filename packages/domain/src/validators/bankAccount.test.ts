import { describe, expect, it } from 'vitest';
import {
  formatCzechBankAccount,
  getCzechBankName,
  hasValidAccountChecksum,
  normalizeBankAccount,
  parseCzechBankAccount,
  validateAccountNumber,
  validateAccountPrefix,
  validateBankAccount,
  validateBankCode,
} from './bankAccount.js';
import { CZECH_BANK_CODES } from './czechBankCodes.js';

describe('validateBankAccount', () => {
  it('accepts 34278-727558021/0100', () => {
    expect(validateBankAccount('34278-727558021/0100')).toBeNull();
  });

  it('rejects 4278-727558021/0100 on the prefix', () => {
    expect(validateBankAccount('4278-727558021/0100')).toBe('invalid_prefix');
  });

  it('accepts accounts without a prefix and with spaces', () => {
    expect(validateBankAccount('727558021/0100')).toBeNull();
    expect(validateBankAccount(' 34278 - 727558021 / 0100 ')).toBeNull();
    expect(validateBankAccount('19-2000145399/0800')).toBeNull();
    expect(validateBankAccount('000019-2000145399/0800')).toBeNull();
  });

  it('rejects a bad base number', () => {
    expect(validateBankAccount('727558022/0100')).toBe('invalid_bank_account');
  });

  it('requires at least two non-zero digits in the base number', () => {
    expect(validateBankAccount('10/0100')).toBe('invalid_bank_account');
    expect(validateBankAccount('0000000000/0100')).toBe('invalid_bank_account');
  });

  it('rejects an unknown bank code', () => {
    expect(validateBankAccount('727558021/9999')).toBe('invalid_bank_code');
  });

  it.each(['', '727558021', '727558021/100', '1234567-727558021/0100', '12345678901/0100', '1/0100', 'abc/0100', null, undefined])(
    'rejects the shape of %s',
    (input) => {
      expect(validateBankAccount(input)).toBe('invalid_bank_account');
    },
  );
});

describe('part validators', () => {
  it('validateAccountNumber checks prefix and number without bank code', () => {
    expect(validateAccountNumber('34278-727558021')).toBeNull();
    expect(validateAccountNumber('4278-727558021')).toBe('invalid_prefix');
    expect(validateAccountNumber('727558022')).toBe('invalid_bank_account');
    expect(validateAccountNumber('727558021/0100')).toBe('invalid_bank_account');
  });

  it('validateAccountPrefix treats empty as no prefix', () => {
    expect(validateAccountPrefix('')).toBeNull();
    expect(validateAccountPrefix(undefined)).toBeNull();
    expect(validateAccountPrefix('34278')).toBeNull();
    expect(validateAccountPrefix('4278')).toBe('invalid_prefix');
    expect(validateAccountPrefix('1234567')).toBe('invalid_prefix');
  });

  it('validateBankCode requires a code from the CNB list', () => {
    for (const code of ['0100', '0300', '0600', '0710', '0800', '2010', '2700', '3030', '5500', '6210', '8265']) {
      expect(validateBankCode(code)).toBeNull();
    }
    expect(validateBankCode('9999')).toBe('invalid_bank_code');
    expect(validateBankCode('100')).toBe('invalid_bank_code');
    expect(validateBankCode('toString')).toBe('invalid_bank_code');
    expect(validateBankCode(null)).toBe('invalid_bank_code');
  });

  it('hasValidAccountChecksum pads to ten digits', () => {
    expect(hasValidAccountChecksum('34278')).toBe(true);
    expect(hasValidAccountChecksum('0000034278')).toBe(true);
    expect(hasValidAccountChecksum('12345678901')).toBe(false);
  });
});

describe('bank code list', () => {
  it('ships the codes the shop relies on, with names', () => {
    const required = [
      '0100',
      '0300',
      '0600',
      '0710',
      '0800',
      '2010',
      '2060',
      '2070',
      '2100',
      '2250',
      '2600',
      '2700',
      '3030',
      '3050',
      '3060',
      '3500',
      '4000',
      '4300',
      '5500',
      '5800',
      '6000',
      '6100',
      '6200',
      '6210',
      '6300',
      '6700',
      '6800',
      '7910',
      '7950',
      '7960',
      '7970',
      '7990',
      '8030',
      '8040',
      '8060',
      '8090',
      '8150',
      '8250',
      '8255',
      '8265',
    ];
    for (const code of required) expect(CZECH_BANK_CODES[code], code).toBeTruthy();
    expect(getCzechBankName('0100')).toBe('Komerční banka, a.s.');
    expect(getCzechBankName('0300')).toContain('Československá obchodní banka');
    expect(getCzechBankName('3030')).toBe('Air Bank a.s.');
    expect(getCzechBankName('1234')).toBeUndefined();
  });

  it('has only 4-digit keys', () => {
    for (const code of Object.keys(CZECH_BANK_CODES)) expect(code).toMatch(/^\d{4}$/);
  });
});

describe('parse and normalise', () => {
  it('parses the parts without leading zeros', () => {
    expect(parseCzechBankAccount('000019-0002000145399/0800')).toBeNull();
    expect(parseCzechBankAccount('000019-2000145399/0800')).toEqual({ prefix: '19', number: '2000145399', bankCode: '0800' });
    expect(parseCzechBankAccount('727558021/0100')).toEqual({ prefix: '', number: '727558021', bankCode: '0100' });
  });

  it('normalises to the display form, or null', () => {
    expect(normalizeBankAccount(' 000019 - 2000145399 / 0800')).toBe('19-2000145399/0800');
    expect(normalizeBankAccount('0-727558021/0100')).toBe('727558021/0100');
    expect(normalizeBankAccount('4278-727558021/0100')).toBeNull();
    expect(formatCzechBankAccount({ prefix: '', number: '0727558021', bankCode: '0100' })).toBe('727558021/0100');
  });
});
