import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, SEARCH_MIN_CHARS, VALIDATION_MESSAGES, isMessageKey, validationMessage } from './messages.js';

const REQUIRED_KEYS = [
  'required',
  'invalid_email',
  'not_a_number',
  'not_a_decimal',
  'not_a_positive_number',
  'min_value',
  'max_value',
  'min_length',
  'max_length',
  'invalid_link',
  'invalid_phone',
  'invalid_bank_code',
  'invalid_prefix',
  'invalid_bank_account',
  'invalid_postcode',
  'invalid_imei',
  'invalid_birth_number',
  'invalid_cnp',
  'invalid_iban',
  'must_be_literal',
  'invalid_date',
  'invalid_title',
  'invalid_serial_number',
  'invalid_isic',
  'invalid_identity_card',
  'search_min_chars',
];

describe('message catalogue', () => {
  it('has every key in both languages, non-empty', () => {
    for (const key of REQUIRED_KEYS) expect(MESSAGE_KEYS).toContain(key);
    for (const locale of ['cs', 'ro'] as const) {
      expect(Object.keys(VALIDATION_MESSAGES[locale]).sort()).toEqual([...MESSAGE_KEYS].sort());
      for (const text of Object.values(VALIDATION_MESSAGES[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('uses the exact Czech required message from the spec', () => {
    expect(VALIDATION_MESSAGES.cs.required).toBe('Tato hodnota je požadována.');
  });

  it('mentions the date format and the search minimum', () => {
    expect(VALIDATION_MESSAGES.cs.invalid_date).toContain('(DD.MM.YYYY)');
    expect(VALIDATION_MESSAGES.ro.invalid_date).toContain('(DD.MM.YYYY)');
    expect(SEARCH_MIN_CHARS).toBe(2);
    expect(VALIDATION_MESSAGES.cs.search_min_chars).toContain('2');
    expect(VALIDATION_MESSAGES.ro.search_min_chars).toContain('2');
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of MESSAGE_KEYS) {
      expect(placeholders(VALIDATION_MESSAGES.ro[key]), key).toEqual(placeholders(VALIDATION_MESSAGES.cs[key]));
    }
  });
});

describe('validationMessage', () => {
  it('returns the message in the requested language', () => {
    expect(validationMessage('required', 'cs')).toBe('Tato hodnota je požadována.');
    expect(validationMessage('required', 'ro')).toBe('Acest câmp este obligatoriu.');
    expect(validationMessage('invalid_title', 'cs')).toBe('Titul smí obsahovat pouze latinková písmena a musí končit tečkou.');
  });

  it('accepts Intl locales', () => {
    expect(validationMessage('required', 'cs-CZ')).toBe('Tato hodnota je požadována.');
    expect(validationMessage('required', 'ro-RO')).toBe('Acest câmp este obligatoriu.');
  });

  it('interpolates min/max parameters', () => {
    expect(validationMessage('min_value', 'cs', { minValue: 1 })).toBe('Hodnota musí být nejméně 1.');
    expect(validationMessage('max_value', 'ro', { maxValue: 100 })).toBe('Valoarea trebuie să fie cel mult 100.');
    expect(validationMessage('min_length', 'cs', { minlength: 3 })).toBe('Minimální počet znaků: 3.');
    expect(validationMessage('max_length', 'ro', { maxlength: '50' })).toBe('Numărul maxim de caractere: 50.');
  });

  it('leaves missing parameters visible', () => {
    expect(validationMessage('min_value', 'cs')).toBe('Hodnota musí být nejméně {minValue}.');
  });

  it('passes unknown keys through unchanged', () => {
    expect(validationMessage('Server says no.', 'cs')).toBe('Server says no.');
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('required')).toBe(true);
  });
});
