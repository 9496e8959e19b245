import { describe, expect, it } from 'vitest';
import { normalizeEmail, validateEmail } from './email.js';

describe('validateEmail', () => {
  it.each(['jan.novak@example.cz', 'a+shop@sub.example.ro', ' ion.popescu@Example.RO ', "o'brien@example.com"])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    '@example.cz',
    'jan@',
    'jan novak@example.cz',
    'jan..novak@example.cz',
    '.jan@example.cz',
    'jan.@example.cz',
    'jan@-example.cz',
    'jan@example..cz',
    'jan@exam_ple.cz',
    `${'a'.repeat(65)}@example.cz`,
    null,
  ])('rejects %s', (email) => {
    expect(validateEmail(email)).toBe('invalid_email');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normalizeEmail('  Jan.Novak@Example.CZ ')).toBe('Jan.Novak@example.cz');
    expect(normalizeEmail('no-at-sign')).toBe('no-at-sign');
  });
});
