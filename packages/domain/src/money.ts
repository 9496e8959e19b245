import type { CurrencyCode, ShopLocale } from './variant.js';

const DEFAULT_INTL_LOCALE: Record<CurrencyCode, string> = {
  czk: 'cs-CZ',
  ron: 'ro-RO',
};

const SHOP_LOCALE_TO_INTL: Record<ShopLocale, string> = {
  cs: 'cs-CZ',
  ro: 'ro-RO',
};

/**
 * Rounds half away from zero to whole currency units (1234.5 → 1235).
 * `toFixed` rounds the exact binary value, so a float such as 1234.4999999
 * stays below the half and is not pushed up by accumulated error.
 */
export function roundToWholeUnits(amount: number): number {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Cannot round a non-finite amount: ${amount}`);
  }
  const rounded = Number(amount.toFixed(0));
  // -0.4 would otherwise render as "-0 Kč".
  return rounded === 0 ? 0 : rounded;
}

/**
 * Formats a Medusa v2 amount (major units, possibly with decimals) for display.
 * Both shops show whole units: `1 235 Kč` and `1.235 lei` (with U+00A0 before
 * the symbol, and as the Czech thousands separator).
 *
 * @param currencyCode `czk` / `ron` in any case, as Medusa stores them.
 * @param locale shop locale (`cs`/`ro`) or a full Intl locale; defaults to the
 *   currency's home locale so a price looks the same wherever it is rendered.
 */
export function formatMoney(amount: number, currencyCode: string, locale?: string): string {
  const code = currencyCode.trim().toLowerCase();
  return moneyFormatter(resolveLocale(code, locale), code).format(roundToWholeUnits(amount));
}

/** Building an Intl.NumberFormat costs far more than formatting with one: a category page formats a hundred prices. */
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(intlLocale: string, code: string): Intl.NumberFormat {
  const key = `${intlLocale}:${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // narrowSymbol gives "lei" instead of "RON" in ro-RO; for CZK it is "Kč" either way.
    formatter = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: code.toUpperCase(),
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function resolveLocale(currency: string, locale: string | undefined): string {
  if (locale) {
    return SHOP_LOCALE_TO_INTL[locale as ShopLocale] ?? locale;
  }
  return DEFAULT_INTL_LOCALE[currency as CurrencyCode] ?? 'cs-CZ';
}
