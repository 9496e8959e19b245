import { describe, expect, it } from 'vitest';
import cs from '~/locales/cs.json';
import ro from '~/locales/ro.json';
import { createTranslator } from './i18n';

describe('createTranslator', () => {
  const csT = createTranslator('cs', cs);
  const roT = createTranslator('ro', ro);

  it('picks the plural form of the language by count, as i18next did', () => {
    expect([1, 3, 1.5, 5].map((count) => csT('catalog.count', { count }))).toEqual([
      '1 produkt',
      '3 produkty',
      '1.5 produktu',
      '5 produktů',
    ]);
    expect([1, 2, 20].map((count) => roT('catalog.count', { count }))).toEqual(['1 produs', '2 produse', '20 de produse']);
  });

  it('fills in {{placeholders}} without escaping (React escapes)', () => {
    expect(csT('buyout.quote.reopened', { email: 'a&b@example.cz', date: '1. 2. 2027' })).toBe(
      'Nabídka zaslaná na a&b@example.cz, platná do 1. 2. 2027.',
    );
  });

  it('returns lists with returnObjects, and the default value or else the key when a text is missing', () => {
    expect(csT('info.terms.body', { returnObjects: true })).toEqual(cs.info.terms.body);
    expect(csT('no.such.key')).toBe('no.such.key');
    expect(csT('order.statuses.someNewStatus', { defaultValue: 'someNewStatus' })).toBe('someNewStatus');
    expect(csT('info.terms')).toBe('info.terms');
  });
});
