/**
 * GS1 trade item numbers (GTIN): EAN-8, UPC-A (12 digits), EAN-13 and
 * GTIN-14 all end in a check digit computed the same way.
 */

/**
 * The GS1 check digit of the digits before it: from the right, weights
 * 3, 1, 3, 1…; the check digit brings the weighted sum to a multiple of 10.
 */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  if (!/^\d+$/.test(digitsWithoutCheck)) throw new RangeError('gs1CheckDigit takes digits only');
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i += 1) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN of one of these lengths (digits only, nothing around them) whose last digit is its GS1 check digit. */
export function isValidGtin(code: string, lengths: readonly number[] = [8, 12, 13, 14]): boolean {
  if (!/^\d+$/.test(code) || !lengths.includes(code.length)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);
}

/** An EAN as printed under the bars: EAN-8 or EAN-13, digits only, with a valid check digit. */
export function validateEan(input: unknown): 'invalid_ean' | null {
  return typeof input === 'string' && isValidGtin(input, [8, 13]) ? null : 'invalid_ean';
}

/** A UPC-A: 12 digits, with a valid check digit. */
export function validateUpc(input: unknown): 'invalid_upc' | null {
  return typeof input === 'string' && isValidGtin(input, [12]) ? null : 'invalid_upc';
}
