// The "max" metadata checks real number ranges (e.g. Czech mobiles 601–608, 7xx);
// the default "min" set only checks lengths.
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import type { ShopVariant } from '../variant.js';

export interface PhoneOptions {
  /**
   * Countries whose numbers are accepted. Defaults to the shop's own country,
   * since delivery and courier contact are domestic.
   */
  allowedCountries?: readonly ShopVariant[];
}

function toCountryCode(variant: ShopVariant): CountryCode {
  return variant.toUpperCase() as CountryCode;
}

/**
 * Parses with the shop's country as the default, so `601 123 456` (CZ) and
 * `0712 345 678` (RO) work, as do `+420…`, `00420…`, `+40…` and `0040…`.
 */
export function parsePhone(input: string | null | undefined, country: ShopVariant, options: PhoneOptions = {}): PhoneNumber | null {
  const text = (input ?? '').trim();
  if (text === '' || /[a-z]/i.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, toCountryCode(country));
  if (!phone || !phone.isValid()) return null;
  const allowed = (options.allowedCountries ?? [country]).map(toCountryCode);
  return phone.country && allowed.includes(phone.country) ? phone : null;
}

export function validatePhone(input: string | null | undefined, country: ShopVariant, options?: PhoneOptions): 'invalid_phone' | null {
  return parsePhone(input, country, options) ? null : 'invalid_phone';
}

/** E.164 (`+420601123456`) for storage and couriers; null when invalid. */
export function normalizePhone(input: string | null | undefined, country: ShopVariant, options?: PhoneOptions): string | null {
  return parsePhone(input, country, options)?.number ?? null;
}

/** International display form, `+420 601 123 456`; null when invalid. */
export function formatPhone(input: string | null | undefined, country: ShopVariant, options?: PhoneOptions): string | null {
  return parsePhone(input, country, options)?.formatInternational() ?? null;
}
