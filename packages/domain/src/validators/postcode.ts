import type { ShopVariant } from '../variant.js';

// No-break spaces arrive when the postcode is pasted from formatted text.
function compact(input: string | null | undefined): string {
  return (input ?? '').replace(/[\s\u00A0]/g, '');
}

/** Czech PSČ: 5 digits, typed `NNN NN` or `NNNNN`. Romanian cod poștal: 6 digits. */
export function validatePostcode(input: string | null | undefined, country: ShopVariant): 'invalid_postcode' | null {
  const raw = (input ?? '').trim();
  if (country === 'cz') {
    return /^\d{3}[ \u00A0]?\d{2}$/.test(raw) ? null : 'invalid_postcode';
  }
  return /^\d{6}$/.test(compact(raw)) ? null : 'invalid_postcode';
}

/** Display form, `110 00` or `010011`; null when invalid. */
export function normalizePostcode(input: string | null | undefined, country: ShopVariant): string | null {
  if (validatePostcode(input, country) !== null) return null;
  const digits = compact(input);
  return country === 'cz' ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
}
