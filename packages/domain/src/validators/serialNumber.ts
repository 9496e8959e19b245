export const SERIAL_NUMBER_MAX_LENGTH = 50;

/** Serial numbers are printed upper-case; case differences are typing noise. */
export function normalizeSerialNumber(input: string | null | undefined): string {
  return (input ?? '').trim().toUpperCase();
}

/** Latin letters, digits and hyphens only; spaces inside are rejected, not guessed away. */
export function validateSerialNumber(input: string | null | undefined): 'invalid_serial_number' | null {
  const serial = (input ?? '').trim();
  return serial.length <= SERIAL_NUMBER_MAX_LENGTH && /^[A-Za-z0-9-]+$/.test(serial) && /[A-Za-z0-9]/.test(serial) ? null : 'invalid_serial_number';
}
