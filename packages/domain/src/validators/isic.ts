/** ISIC card number: a letter, 12 digits, a letter (`S123456789012X`); there is no public check digit. */
export function normalizeIsic(input: string | null | undefined): string {
  return (input ?? '').replace(/\s+/g, '').toUpperCase();
}

export function validateIsic(input: string | null | undefined): 'invalid_isic' | null {
  return /^[A-Z]\d{12}[A-Z]$/.test(normalizeIsic(input)) ? null : 'invalid_isic';
}
