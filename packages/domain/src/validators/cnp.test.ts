import { describe, expect, it } from 'vitest';
import { cnpCheckDigit, parseCnp, validateCnp } from './cnp.js';

const TODAY = new Date(2025, 5, 15);

function cnp(first12: string): string {
  return first12 + String(cnpCheckDigit(first12));
}

describe('validateCnp', () => {
  it('accepts 1630615123457 and rejects 1630615123458', () => {
    expect(validateCnp('1630615123457', { today: TODAY })).toBeNull();
    expect(validateCnp('1630615123458', { today: TODAY })).toBe('invalid_cnp');
  });

  it('decodes sex, century and county', () => {
    expect(parseCnp('1630615123457', TODAY)).toEqual({
      digits: '1630615123457',
      birthDate: { day: 15, month: 6, year: 1963 },
      gender: 'male',
      county: 12,
    });
    expect(parseCnp(cnp('299123140001'), TODAY)).toMatchObject({ birthDate: { year: 1999 }, gender: 'female' });
    expect(parseCnp(cnp('385010140001'), TODAY)).toMatchObject({ birthDate: { year: 1885 }, gender: 'male' });
    expect(parseCnp(cnp('605010152001'), TODAY)).toMatchObject({ birthDate: { year: 2005 }, gender: 'female', county: 52 });
  });

  it('maps check remainder 10 to 1', () => {
    // Find a stem whose weighted sum leaves 10, then check the rule on it.
    let stem = '';
    for (let serial = 1; serial <= 999; serial += 1) {
      const candidate = `163061512${String(serial).padStart(3, '0')}`;
      let sum = 0;
      for (let i = 0; i < 12; i += 1) sum += Number(candidate[i]) * Number('279146358279'[i]);
      if (sum % 11 === 10) {
        stem = candidate;
        break;
      }
    }
    expect(stem).not.toBe('');
    expect(validateCnp(`${stem}1`, { today: TODAY })).toBeNull();
    expect(validateCnp(`${stem}0`, { today: TODAY })).toBe('invalid_cnp');
  });

  it('rejects non-existent dates', () => {
    expect(validateCnp(cnp('163021512345'), { today: TODAY })).toBeNull();
    expect(validateCnp(cnp('163023012345'), { today: TODAY })).toBe('invalid_cnp');
    expect(validateCnp(cnp('163130112345'), { today: TODAY })).toBe('invalid_cnp');
    expect(validateCnp(cnp('500022912345'), { today: TODAY })).toBeNull(); // 2000 is a leap year
    expect(validateCnp(cnp('100022912345'), { today: TODAY })).toBe('invalid_cnp'); // 1900 is not
  });

  it('rejects births in the future', () => {
    expect(validateCnp(cnp('525061512345'), { today: TODAY })).toBeNull();
    expect(validateCnp(cnp('525061612345'), { today: TODAY })).toBe('invalid_cnp');
  });

  it('checks county codes', () => {
    expect(validateCnp(cnp('163061546001'), { today: TODAY })).toBeNull();
    expect(validateCnp(cnp('163061551001'), { today: TODAY })).toBeNull();
    expect(validateCnp(cnp('163061500001'), { today: TODAY })).toBe('invalid_cnp');
    expect(validateCnp(cnp('163061549001'), { today: TODAY })).toBe('invalid_cnp');
    expect(validateCnp(cnp('163061553001'), { today: TODAY })).toBe('invalid_cnp');
  });

  it('allows the old Bucharest counties 47 and 48 only before 19 Dec 1979', () => {
    expect(validateCnp(cnp('179121847001'), { today: TODAY })).toBeNull();
    expect(validateCnp(cnp('279121848001'), { today: TODAY })).toBeNull();
    expect(validateCnp(cnp('179121947001'), { today: TODAY })).toBe('invalid_cnp');
    expect(validateCnp(cnp('185010148001'), { today: TODAY })).toBe('invalid_cnp');
  });

  it('requires NNN between 001 and 999', () => {
    expect(validateCnp(cnp('163061512000'), { today: TODAY })).toBe('invalid_cnp');
    expect(validateCnp(cnp('163061512999'), { today: TODAY })).toBeNull();
  });

  it('accepts foreigners, whose century is unknown', () => {
    // 29 Feb: 1980 is a leap year, so the date exists in one of the centuries.
    expect(parseCnp(cnp('780022912345'), TODAY)).toMatchObject({ birthDate: null, gender: 'male' });
    expect(validateCnp(cnp('779022912345'), { today: TODAY })).toBe('invalid_cnp');
    expect(parseCnp(cnp('990101123456'), TODAY)).toMatchObject({ birthDate: null, gender: null });
    expect(validateCnp(cnp('880023012345'), { today: TODAY })).toBe('invalid_cnp');
  });

  it('checks the gender when given', () => {
    expect(validateCnp('1630615123457', { today: TODAY, gender: 'male' })).toBeNull();
    expect(validateCnp('1630615123457', { today: TODAY, gender: 'female' })).toBe('gender_mismatch');
    expect(validateCnp(cnp('990101123456'), { today: TODAY, gender: 'female' })).toBeNull();
  });

  it.each(['', '163061512345', '16306151234570', '0630615123457', '16306151234a7', null])('rejects %s', (input) => {
    expect(validateCnp(input, { today: TODAY })).toBe('invalid_cnp');
  });

  it('ignores spaces', () => {
    expect(validateCnp(' 1 630615 123457 ', { today: TODAY })).toBeNull();
  });
});
