export type ShopVariant = 'cz' | 'ro';
export type ShopLocale = 'cs' | 'ro';
export type IntlLocale = 'cs-CZ' | 'ro-RO';
/** Lowercase, because that is how Medusa stores currency codes. */
export type CurrencyCode = 'czk' | 'ron';

export interface VariantConfig {
  variant: ShopVariant;
  locale: ShopLocale;
  intlLocale: IntlLocale;
  currencyCode: CurrencyCode;
  countryCode: ShopVariant;
  regionName: string;
  /** Slug of the phones device type; that type shows the IMEI field. */
  phonesSlug: string;
  /** Standard VAT rate in percent; prices are shown with VAT. */
  vatRate: number;
}

export const SHOP_VARIANTS: readonly ShopVariant[] = ['cz', 'ro'] as const;
export const DEFAULT_VARIANT: ShopVariant = 'cz';

const CONFIGS: Record<ShopVariant, VariantConfig> = {
  cz: {
    variant: 'cz',
    locale: 'cs',
    intlLocale: 'cs-CZ',
    currencyCode: 'czk',
    countryCode: 'cz',
    regionName: 'Česká republika',
    phonesSlug: 'telefony',
    vatRate: 21,
  },
  ro: {
    variant: 'ro',
    locale: 'ro',
    intlLocale: 'ro-RO',
    currencyCode: 'ron',
    countryCode: 'ro',
    regionName: 'România',
    phonesSlug: 'telefoane',
    vatRate: 21,
  },
};

export function isShopVariant(value: unknown): value is ShopVariant {
  return value === 'cz' || value === 'ro';
}

export function getVariantConfig(variant: ShopVariant): VariantConfig {
  const config = CONFIGS[variant];
  if (!config) throw new Error(unknownVariantMessage(String(variant)));
  // A copy, so a caller mutating it cannot change the shop-wide settings.
  return { ...config };
}

/**
 * Reads the variant from an environment value. Missing or blank means the
 * Czech shop; anything else unknown is a deployment mistake and must fail
 * loudly instead of silently serving the wrong language and currency.
 */
export function parseVariant(value: string | undefined | null): ShopVariant {
  if (value === undefined || value === null || value.trim() === '') return DEFAULT_VARIANT;
  const normalised = value.trim().toLowerCase();
  if (isShopVariant(normalised)) return normalised;
  throw new Error(unknownVariantMessage(value));
}

function unknownVariantMessage(value: string): string {
  return `Unknown shop variant "${value}"; expected one of: ${SHOP_VARIANTS.join(', ')}`;
}
