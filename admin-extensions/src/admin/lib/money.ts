/**
 * Money display for the admin screens. Medusa v2 amounts are in major units.
 * The shop's currencies (CZK, RON) are shown in whole units, formatted in the
 * currency's home locale so staff see the same figure the customer saw
 * (`60 109 Kč`, `1.235 lei`); any other currency keeps its usual decimals in
 * the admin user's language.
 *
 * Mirrors `formatMoney` of @electroshop/domain: that package is CommonJS-only
 * and the admin bundle (Vite, ESM) cannot consume a linked CJS workspace
 * package without extra Vite config, so the rule is restated here.
 */
export const WHOLE_UNIT_CURRENCIES: Readonly<Record<string, string>> = {
  czk: "cs-CZ",
  ron: "ro-RO",
}

export function isWholeUnitCurrency(currencyCode: string): boolean {
  return currencyCode.trim().toLowerCase() in WHOLE_UNIT_CURRENCIES
}

export function formatAmount(amount: number, currencyCode: string, uiLocale = "en"): string {
  const code = currencyCode.trim().toLowerCase()
  const homeLocale = WHOLE_UNIT_CURRENCIES[code]
  if (homeLocale) {
    const rounded = Number(amount.toFixed(0))
    return new Intl.NumberFormat(homeLocale, {
      style: "currency",
      currency: code.toUpperCase(),
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(rounded === 0 ? 0 : rounded)
  }
  return new Intl.NumberFormat(uiLocale, {
    style: "currency",
    currency: code.toUpperCase(),
  }).format(amount)
}
