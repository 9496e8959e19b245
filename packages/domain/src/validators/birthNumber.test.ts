import { describe, expect, it } from 'vitest';
import { formatBirthNumber, normalizeBirthNumber, parseBirthNumber, validateBirthNumber } from './birthNumber.js';

const TODAY = new Date(2025, 5, 15);

/** Appends the mod-11 check digit to a 9-digit stem, as the registry does. */
function withCheckDigit(stem: string): string {
  return stem + String((Number(stem) % 11) % 10);
}

describe('validateBirthNumber: examples from the facts', () => {
  it('accepts 710319/2745', () => {
    expect(validateBirthNumber('710319/2745', { today: TODAY })).toBeNull();
  });

  it('rejects 7103192746 (wrong check digit)', () => {
    expect(validateBirthNumber('7103192746', { today: TODAY })).toBe('invalid_birth_number');
  });

  it('rejects 1103492745 (impossible date)', () => {
    expect(validateBirthNumber('1103492745', { today: TODAY })).toBe('invalid_birth_number');
  });

  it('rejects 590312/123 (nine digits but born after 1953)', () => {
    expect(validateBirthNumber('590312/123', { today: TODAY })).toBe('invalid_birth_number');
  });
});

describe('validateBirthNumber: rules', () => {
  it('accepts nine-digit numbers born before 1954', () => {
    expect(validateBirthNumber('530101/123', { today: TODAY })).toBeNull();
    expect(parseBirthNumber('025215/001', TODAY)).toMatchObject({ birthDate: { day: 15, month: 2, year: 1902 }, gender: 'female' });
  });

  it('rejects nine-digit numbers that do not encode a date', () => {
    expect(validateBirthNumber('531301/123', { today: TODAY })).toBe('invalid_birth_number');
  });

  it('uses 0 as check digit when the remainder is 10', () => {
    const stem = '850101009';
    expect(Number(stem) % 11).toBe(10);
    expect(validateBirthNumber(`${stem}0`, { today: TODAY })).toBeNull();
    expect(validateBirthNumber(`${stem}1`, { today: TODAY })).toBe('invalid_birth_number');
  });

  it('decodes women (+50) and the century', () => {
    const woman = withCheckDigit('856224123');
    expect(parseBirthNumber(woman, TODAY)).toEqual({
      digits: woman,
      birthDate: { day: 24, month: 12, year: 1985 },
      gender: 'female',
    });
    const boy = withCheckDigit('100101123');
    expect(parseBirthNumber(boy, TODAY)?.birthDate).toEqual({ day: 1, month: 1, year: 2010 });
  });

  it('accepts the +20 month series only since 2004', () => {
    const man2004 = withCheckDigit('042101123'); // month 21 → January 2004, man
    const woman2010 = withCheckDigit('107101123'); // month 71 → January 2010, woman
    const man1999 = withCheckDigit('992101123'); // +20 before 2004
    expect(parseBirthNumber(man2004, TODAY)).toMatchObject({ birthDate: { day: 1, month: 1, year: 2004 }, gender: 'male' });
    expect(parseBirthNumber(woman2010, TODAY)).toMatchObject({ birthDate: { day: 1, month: 1, year: 2010 }, gender: 'female' });
    expect(validateBirthNumber(man1999, { today: TODAY })).toBe('invalid_birth_number');
  });

  it.each(['00', '13', '20', '33', '50', '63', '70', '83'])('rejects month code %s', (mm) => {
    expect(validateBirthNumber(withCheckDigit(`10${mm}01123`), { today: TODAY })).toBe('invalid_birth_number');
  });

  it('checks leap years', () => {
    expect(validateBirthNumber(withCheckDigit('240229123'), { today: TODAY })).toBeNull();
    expect(validateBirthNumber(withCheckDigit('230229123'), { today: TODAY })).toBe('invalid_birth_number');
  });

  it('rejects dates in the future', () => {
    expect(validateBirthNumber(withCheckDigit('250615123'), { today: TODAY })).toBeNull();
    expect(validateBirthNumber(withCheckDigit('250616123'), { today: TODAY })).toBe('invalid_birth_number');
    expect(validateBirthNumber(withCheckDigit('300101123'), { today: TODAY })).toBe('invalid_birth_number');
  });

  it('checks the gender when given', () => {
    expect(validateBirthNumber('710319/2745', { today: TODAY, gender: 'male' })).toBeNull();
    expect(validateBirthNumber('710319/2745', { today: TODAY, gender: 'female' })).toBe('gender_mismatch');
    expect(validateBirthNumber(withCheckDigit('856224123'), { today: TODAY, gender: 'female' })).toBeNull();
  });

  it.each(['', '71031927', '710319/27456', '710319-2745', 'abcdefghij', null, undefined])('rejects %s', (input) => {
    expect(validateBirthNumber(input, { today: TODAY })).toBe('invalid_birth_number');
  });

  it('defaults today to now', () => {
    expect(validateBirthNumber('710319/2745')).toBeNull();
  });
});

describe('normalise and format', () => {
  it('strips slash and spaces, formats YYMMDD/XXXX', () => {
    expect(normalizeBirthNumber(' 710319 / 2745 ')).toBe('7103192745');
    expect(formatBirthNumber('7103192745')).toBe('710319/2745');
    expect(formatBirthNumber('530101123')).toBe('530101/123');
  });
});
