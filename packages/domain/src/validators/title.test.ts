import { describe, expect, it } from 'vitest';
import { normalizeTitle, validateTitle } from './title.js';

describe('validateTitle', () => {
  it.each(['Ing.', 'Mgr.', 'MUDr.', 'doc.', 'Ing. Mgr.', 'Ing. arch.', 'Ph.D.', 'prof. Ing.', '  Ing.   Bc. '])('accepts %s', (title) => {
    expect(validateTitle(title)).toBeNull();
  });

  it('treats an empty title as valid (optional field)', () => {
    expect(validateTitle('')).toBeNull();
    expect(validateTitle('   ')).toBeNull();
    expect(validateTitle(null)).toBeNull();
  });

  it.each(['Ing', 'Ing. Mgr', 'Ing.Mgr', 'Ing..', '.', 'Dr.1', 'Ing.,', 'Ing-Mgr.', 'Řed.', 'Ing. 2.', `${'A'.repeat(50)}.`])('rejects %s', (title) => {
    expect(validateTitle(title)).toBe('invalid_title');
  });
});

describe('normalizeTitle', () => {
  it('trims and collapses spaces', () => {
    expect(normalizeTitle('  Ing.   Bc. ')).toBe('Ing. Bc.');
  });
});
