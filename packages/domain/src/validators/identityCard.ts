import type { ShopVariant } from '../variant.js';

/**
 * Number of the seller's identity card, the document the buy-out identifies
 * the seller by. A Czech občanský průkaz has a 9-digit number; a Romanian
 * carte de identitate a 2-letter series and a 6-digit number (`RX482915`).
 * Neither has a public check digit, so the format is all there is to check.
 */
const FORMATS: Record<ShopVariant, RegExp> = {
  cz: /^\d{9}$/,
  ro: /^[A-Z]{2}\d{6}$/,
};

export function normalizeIdentityCard(input: string | null | undefined): string {
  return (input ?? '').replace(/\s+/g, '').toUpperCase();
}

export function validateIdentityCard(input: string | null | undefined, variant: ShopVariant): 'invalid_identity_card' | null {
  return FORMATS[variant].test(normalizeIdentityCard(input)) ? null : 'invalid_identity_card';
}
