import { describe, expect, it } from 'vitest';
import cs from '~/locales/cs.json';
import ro from '~/locales/ro.json';
import { createTranslator } from './i18n';

describe('createTranslator', () => {
  const csT = createTranslator('cs', cs);
  const roT = createTranslator('ro', ro);

  it('picks the plural form of the language by count, as i18next did', () => {
    expect([1, 3, 1.5, 5].map((count) => csT('catalog.count', { count }))).toEqual(['1 produkt', '3 produkty', '1.5 produktu', '5 produktů']);
    expect([1, 2, 20].map((count) => roT('catalog.count', { count }))).toEqual(['1 produs', '2 produse', '20 de produse']);
  });

  it('fills in {{placeholders}} without escaping (React escapes)', () => {
    expect(csT('buyout.quote.reopened', { email: 'a&b@example.cz', date: '1. 2. 2027' })).toBe('Nabídka zaslaná na a&b@example.cz, platná do 1. 2. 2027.');
  });

  it('returns lists with returnObjects, and the default value or else the key when a text is missing', () => {
    expect(csT('info.terms.body', { returnObjects: true })).toEqual(cs.info.terms.body);
    expect(csT('no.such.key')).toBe('no.such.key');
    expect(csT('order.statuses.someNewStatus', { defaultValue: 'someNewStatus' })).toBe('someNewStatus');
    expect(csT('info.terms')).toBe('info.terms');
  });
});

/** Every key path of a catalogue (plural forms as one key: Czech has a "many" form Romanian lacks), with its value's {{placeholders}}. */
function entries(catalogue: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof catalogue === 'string')
    found.set(
      prefix.replace(/_(zero|one|two|few|many|other)$/, ''),
      [...catalogue.matchAll(/{{\s*(\w+)\s*}}/g)]
        .map((m) => m[1])
        .sort()
        .join(','),
    );
  else if (Array.isArray(catalogue)) catalogue.forEach((v, i) => entries(v, `${prefix}[${i}]`).forEach((p, k) => found.set(k, p)));
  else if (catalogue && typeof catalogue === 'object')
    for (const [key, value] of Object.entries(catalogue)) entries(value, prefix ? `${prefix}.${key}` : key).forEach((p, k) => found.set(k, p));
  return found;
}

/** A Czech company's VAT number (DIČ) is a field of its own; a Romanian one's is its CUI, asked as the company id. */
const CZECH_ONLY = ['checkout.vatId', 'checkout.vatIdHint', 'account.fields.vatId'];

describe('the Czech and Romanian catalogues', () => {
  // Most flows are driven in a browser in the first variant only (scripts/test.mjs); this keeps the
  // other language's pages whole: every text in both, non-empty, with the same placeholders.
  it('have the same texts, non-empty, with the same placeholders', () => {
    const czech = entries(cs);
    const romanian = entries(ro);
    for (const key of CZECH_ONLY) czech.delete(key);
    expect([...romanian.keys()].sort()).toEqual([...czech.keys()].sort());
    for (const [key, placeholders] of czech) expect(romanian.get(key), key).toBe(placeholders);
    const empty = (catalogue: unknown, prefix = ''): string[] =>
      typeof catalogue === 'string'
        ? catalogue.trim()
          ? []
          : [prefix]
        : Object.entries(catalogue as object).flatMap(([key, value]) => empty(value, `${prefix}.${key}`));
    expect([...empty(cs), ...empty(ro)]).toEqual([]);
  });
});
