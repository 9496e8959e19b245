/** Shortest password the shop accepts; the spec names the character rules only, so this is the usual floor against guessing. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The spec's password rule: at least one upper-case letter, one lower-case
 * letter, one digit and one special character, and not entirely numeric.
 * An all-digit password gets its own message, which says exactly what is
 * wrong, before the general rule.
 */
export function validatePassword(input: string | null | undefined): 'password_numeric' | 'password_rules' | null {
  const password = input ?? '';
  if (/^\d+$/.test(password)) return 'password_numeric';
  const complete = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\d/.test(password) && /[^\p{L}\d\s]/u.test(password);
  return complete ? null : 'password_rules';
}
