// Deliberately pragmatic rather than RFC 5322: it must agree with what mail
// servers and the backend accept, and quoted local parts never occur in a shop.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function validateEmail(input: string | null | undefined): 'invalid_email' | null {
  const email = (input ?? '').trim();
  if (email.length > 254 || !EMAIL.test(email)) return 'invalid_email';
  const local = email.slice(0, email.lastIndexOf('@'));
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return 'invalid_email';
  }
  return null;
}

/** Trims and lower-cases the domain; the local part is left as typed because servers may treat case as significant. */
export function normalizeEmail(input: string | null | undefined): string {
  const email = (input ?? '').trim();
  const at = email.lastIndexOf('@');
  return at < 0 ? email : email.slice(0, at) + email.slice(at).toLowerCase();
}
