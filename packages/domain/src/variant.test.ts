import { describe, expect, it } from 'vitest';
import { getVariantConfig, isShopVariant, parseVariant } from './variant.js';

describe('getVariantConfig', () => {
  // One row per shop: language, money, country, the phones category and VAT, as the specification names them.
  it.each([
    {
      variant: 'cz',
      locale: 'cs',
      intlLocale: 'cs-CZ',
      currencyCode: 'czk',
      countryCode: 'cz',
      regionName: 'Česká republika',
      phonesSlug: 'telefony',
      vatRate: 21,
    },
    { variant: 'ro', locale: 'ro', intlLocale: 'ro-RO', currencyCode: 'ron', countryCode: 'ro', regionName: 'România', phonesSlug: 'telefoane', vatRate: 21 },
  ] as const)('describes the $variant shop', (shop) => {
    expect(getVariantConfig(shop.variant)).toEqual(shop);
  });

  it('returns a copy that callers cannot use to change the shared config', () => {
    const config = getVariantConfig('cz');
    config.vatRate = 0;
    expect(getVariantConfig('cz').vatRate).toBe(21);
  });

  it('throws on a value outside the type', () => {
    expect(() => getVariantConfig('sk' as never)).toThrow(/Unknown shop variant "sk"/);
  });
});

describe('parseVariant', () => {
  it('defaults to cz when unset or blank', () => {
    expect(parseVariant(undefined)).toBe('cz');
    expect(parseVariant(null)).toBe('cz');
    expect(parseVariant('')).toBe('cz');
    expect(parseVariant('  ')).toBe('cz');
  });

  it('accepts known variants, tolerating case and whitespace', () => {
    expect(parseVariant('cz')).toBe('cz');
    expect(parseVariant('ro')).toBe('ro');
    expect(parseVariant(' RO ')).toBe('ro');
  });

  it('throws a clear error for an unknown variant', () => {
    expect(() => parseVariant('sk')).toThrow('Unknown shop variant "sk"; expected one of: cz, ro');
  });
});

describe('isShopVariant', () => {
  it('recognises only cz and ro', () => {
    expect(isShopVariant('cz')).toBe(true);
    expect(isShopVariant('ro')).toBe(true);
    expect(isShopVariant('CZ')).toBe(false);
    expect(isShopVariant(1)).toBe(false);
  });
});
