import { describe, expect, it } from 'vitest';
import { normalizeIsic, validateIsic } from './isic.js';

describe('validateIsic', () => {
  it.each(['S123456789012X', 's123456789012x', 'S 1234 5678 9012 X'])('accepts %s', (card) => {
    expect(validateIsic(card)).toBeNull();
  });

  it.each(['', 'S12345678901X', 'S1234567890123X', '1123456789012X', 'S123456789012', 'S12345678901AX', null])('rejects %s', (card) => {
    expect(validateIsic(card)).toBe('invalid_isic');
  });

  it('normalises to compact upper case', () => {
    expect(normalizeIsic(' s 123456789012 x ')).toBe('S123456789012X');
  });
});
