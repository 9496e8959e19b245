import { describe, expect, it } from 'vitest';
import { companyPurchaseProblems, validateCui, validateDic, validateIco } from './company.js';

describe('company identifiers', () => {
  it('checks the IČO check digit', () => {
    expect(validateIco('27074358')).toBeNull();
    expect(validateIco('25596641')).toBeNull();
    expect(validateIco('27074359')).toBe('invalid_ico');
    expect(validateIco('1234567')).toBe('invalid_ico');
  });

  it('accepts a DIČ of CZ and 8 to 10 digits', () => {
    expect(validateDic('CZ27074358')).toBeNull();
    expect(validateDic('cz 7103192745')).toBeNull();
    expect(validateDic('27074358')).toBe('invalid_vat_id');
  });

  it('checks the CUI check digit, with or without RO', () => {
    expect(validateCui('RO18547290')).toBeNull();
    expect(validateCui('14399840')).toBeNull();
    expect(validateCui('18547291')).toBe('invalid_cui');
    expect(validateCui('RO')).toBe('invalid_cui');
  });

  it('asks a company purchase for the name and a valid company number, the DIČ only when given', () => {
    expect(companyPurchaseProblems({ company: 'Firma s.r.o.' }, 'cz')).toEqual({});
    expect(companyPurchaseProblems({}, 'cz', true)).toEqual({ company: 'required', company_id: 'required' });
    expect(companyPurchaseProblems({ company: 'Firma', company_id: '27074358' }, 'cz')).toEqual({});
    expect(companyPurchaseProblems({ company: 'Firma', company_id: '27074359', vat_id: '27074358' }, 'cz')).toEqual({
      company_id: 'invalid_ico',
      vat_id: 'invalid_vat_id',
    });
    expect(companyPurchaseProblems({ vat_id: 'CZ27074358' }, 'cz')).toEqual({ company: 'required', company_id: 'required' });
    expect(companyPurchaseProblems({ company: 'Firma SRL', company_id: 'RO18547290' }, 'ro')).toEqual({});
    expect(companyPurchaseProblems({ company: 'Firma SRL', company_id: '18547291' }, 'ro')).toEqual({ company_id: 'invalid_cui' });
  });
});
