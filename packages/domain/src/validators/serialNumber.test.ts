import { describe, expect, it } from 'vitest';
import { normalizeSerialNumber, validateSerialNumber } from './serialNumber.js';

describe('validateSerialNumber', () => {
  it.each(['F2LXK0ABHG7F', 'R58M-12AB-34', 'sn123', ' ABC123 '])('accepts %s', (serial) => {
    expect(validateSerialNumber(serial)).toBeNull();
  });

  it.each(['', '   ', 'ABC 123', 'ABC_123', 'ABC/123', 'ŠÉRIAL', 'ABC.123', '---', 'A'.repeat(51), null])('rejects %s', (serial) => {
    expect(validateSerialNumber(serial)).toBe('invalid_serial_number');
  });

  it('normalises to trimmed upper case', () => {
    expect(normalizeSerialNumber(' f2lxk0-abhg7f ')).toBe('F2LXK0-ABHG7F');
  });
});
