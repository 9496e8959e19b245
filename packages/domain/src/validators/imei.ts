/** Strips the spaces and hyphens that IMEIs are printed with (`35-209900-176148-1`). */
export function normalizeImei(input: string | null | undefined): string {
  return (input ?? '').replace(/[\s-]/g, '');
}

/** Luhn check over all digits (the last one being the check digit). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A buy-out needs the full 15-digit IMEI: 14 digits lack the check digit and
 * 16 digits are an IMEISV, which has none, so neither proves the device.
 */
export function validateImei(input: string | null | undefined): 'invalid_imei' | null {
  const digits = normalizeImei(input);
  if (!/^\d{15}$/.test(digits)) return 'invalid_imei';
  // All zeros passes Luhn but is what a blank field of a broken device reports.
  if (/^0+$/.test(digits)) return 'invalid_imei';
  return isLuhnValid(digits) ? null : 'invalid_imei';
}
