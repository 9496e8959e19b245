import { describe, expect, it } from 'vitest';
import { validatePassword } from './password.js';

describe('validatePassword', () => {
  it('accepts upper, lower, digit and special character', () => {
    expect(validatePassword('Secret123!')).toBeNull();
    expect(validatePassword('Žluťoučký7#')).toBeNull();
  });

  it('names an all-digit password on its own', () => {
    expect(validatePassword('12345678')).toBe('password_numeric');
  });

  it.each(['secret123!', 'SECRET123!', 'SecretAbc!', 'Secret1234', ''])('refuses %j, which misses a character class', (password) => {
    expect(validatePassword(password)).toBe('password_rules');
  });
});
