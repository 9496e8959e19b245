/**
 * CDN surrogate keys travel in an HTTP header, which holds Latin-1 only, and
 * Fastly splits it on spaces. A key built from a handle or typed in the admin
 * (`product-telefonů`, or the URL's `product-telefon%C5%AF`) is brought to
 * one spelling: decoded, then every character outside the token set
 * percent-encoded as UTF-8. The storefront tags pages and the backend sends
 * purges through this same function, so both spellings purge the same page.
 */
const TOKEN_CHAR = /[^A-Za-z0-9_.:/+-]/gu;

/** The longest key Fastly accepts is 1024 bytes; the admin API allows 256 characters. */
export const SURROGATE_KEY_MAX_LENGTH = 256;

export function surrogateKey(raw: string): string {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // A stray `%` is part of the key itself.
  }
  return text.replace(TOKEN_CHAR, escapeChar);
}

function escapeChar(ch: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(ch);
  } catch {
    return '%EF%BF%BD'; // a lone surrogate: U+FFFD, as a browser would send it
  }
  // encodeURIComponent leaves ! ' ( ) * ~ alone; Fastly's keys take them, the admin's pattern does not.
  return encoded !== ch ? encoded : `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}
