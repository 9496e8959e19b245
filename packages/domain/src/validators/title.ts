/**
 * Titles before the name (`Ing.`, `Mgr.`, `MUDr.`). Several are allowed,
 * separated by single spaces (`Ing. Mgr.`, `Ing. arch.`), because Czech
 * people commonly hold more than one; each must be Latin letters (A–Z, no
 * diacritics) ending with a dot, and may contain inner dots (`Ph.D.`-style
 * abbreviations). An empty value is valid: the field is optional.
 */
const TITLES = /^[A-Za-z]+(?:\.[A-Za-z]+)*\.(?: [A-Za-z]+(?:\.[A-Za-z]+)*\.)*$/;

export const TITLE_MAX_LENGTH = 50;

export function normalizeTitle(input: string | null | undefined): string {
  return (input ?? '').trim().replace(/\s+/g, ' ');
}

export function validateTitle(input: string | null | undefined): 'invalid_title' | null {
  const title = normalizeTitle(input);
  if (title === '') return null;
  return title.length <= TITLE_MAX_LENGTH && TITLES.test(title) ? null : 'invalid_title';
}
