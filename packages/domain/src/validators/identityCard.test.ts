import { describe, expect, it } from 'vitest';
import { validationMessage } from '../messages.js';
import { normalizeIdentityCard, validateIdentityCard } from './identityCard.js';

describe('validateIdentityCard', () => {
  it.each(['204851377', '204 851 377', ' 000000001 '])('accepts the Czech ID card number %s', (number) => {
    expect(validateIdentityCard(number, 'cz')).toBeNull();
  });

  it.each(['12', '', null, '20485137', '2048513770', '20485137A', 'RX482915'])('rejects %s as a Czech ID card number', (number) => {
    expect(validateIdentityCard(number, 'cz')).toBe('invalid_identity_card');
  });

  it.each(['RX482915', 'rx 482915'])('accepts the Romanian series and number %s', (number) => {
    expect(validateIdentityCard(number, 'ro')).toBeNull();
  });

  it.each(['12', '204851377', 'R1482915', 'RX48291', 'RXX482915'])('rejects %s as a Romanian ID card', (number) => {
    expect(validateIdentityCard(number, 'ro')).toBe('invalid_identity_card');
  });

  it('normalises to compact upper case', () => {
    expect(normalizeIdentityCard(' rx 482 915 ')).toBe('RX482915');
  });

  it('explains the format in the shop language', () => {
    expect(validationMessage('invalid_identity_card', 'cs')).toContain('9 číslic');
    expect(validationMessage('invalid_identity_card', 'ro')).toContain('6 cifre');
  });
});
